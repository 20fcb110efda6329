import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AvailabilityBodySchema,
  AvailabilityFitsQuerySchema,
  AvailabilitySchema,
  CalendarFileBodySchema,
  CalendarUrlBodySchema,
  JobFitsSchema,
} from '@sideline/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { requireUser } from '../../plugins/session.js';
import { readAvailability, removeCalendar, saveAvailability } from './availability.service.js';
import { jobFitsFor } from './job-fits.js';
import { importCalendarFile, subscribeCalendar } from './calendar-import.js';

const errors = errorResponses(400, 401, 403);
/** JSON escaping can nearly double a calendar's text; the service then holds it to CALENDAR_MAX_BYTES. */
const CALENDAR_BODY_LIMIT = 3_000_000;

/** A helper's availability and calendar (issue 55); the team's one-tap re-staffing is applications/'. */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/me/availability',
    { schema: { response: { 200: AvailabilitySchema, ...errors } } },
    async (request) => readAvailability(app.db, await requireUser(request), app.queue.now()),
  );

  app.put(
    '/api/users/me/availability',
    { schema: { body: AvailabilityBodySchema, response: { 200: AvailabilitySchema, ...errors } } },
    async (request) => saveAvailability(app.db, await requireUser(request), request.body, app.queue.now()),
  );

  app.put(
    '/api/users/me/availability/calendar-url',
    { schema: { body: CalendarUrlBodySchema, response: { 200: AvailabilitySchema, ...errors } } },
    async (request) =>
      subscribeCalendar(app.db, app.config, await requireUser(request), request.body.url, app.queue.now()),
  );

  app.post(
    '/api/users/me/availability/calendar-file',
    {
      bodyLimit: CALENDAR_BODY_LIMIT,
      schema: {
        body: CalendarFileBodySchema,
        response: { 200: AvailabilitySchema, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request) => importCalendarFile(app.db, await requireUser(request), request.body, app.queue.now()),
  );

  app.delete(
    '/api/users/me/availability/calendar',
    { schema: { response: { 200: AvailabilitySchema, ...errors } } },
    async (request) => removeCalendar(app.db, await requireUser(request), app.queue.now()),
  );

  app.get(
    '/api/users/me/availability/fits',
    { schema: { querystring: AvailabilityFitsQuerySchema, response: { 200: JobFitsSchema, ...errors } } },
    async (request) => jobFitsFor(app.db, await requireUser(request), request.query.jobIds),
  );
};
