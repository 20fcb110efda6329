import type { FastifyInstance } from 'fastify';
import { multipart, type Part } from './upload-test-kit.js';

/** Shared by the bulk-upload test files; not a test itself. */

export const HEADER = 'Date,Time,Home Team,Away Team,Field/Location,Service Required';
export const csvOf = (...rows: string[]) => [HEADER, ...rows].join('\r\n') + '\r\n';

/** POSTs a schedule as the dialog does: `schedule`, `teamId` and optionally `duration` parts. */
export function uploadSchedule(
  app: FastifyInstance,
  cookie: string | undefined,
  input: {
    teamId: number | string;
    data: Buffer | string;
    filename?: string;
    contentType?: string;
    duration?: string;
  },
) {
  const parts: Part[] = [
    { name: 'teamId', data: String(input.teamId) },
    ...(input.duration === undefined ? [] : [{ name: 'duration', data: input.duration }]),
    {
      name: 'schedule',
      filename: input.filename ?? 'schedule.csv',
      contentType: input.contentType ?? 'text/csv',
      data: input.data,
    },
  ];
  const body = multipart(parts);
  return app.inject({
    method: 'POST',
    url: '/api/jobs/bulk-upload',
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
}
