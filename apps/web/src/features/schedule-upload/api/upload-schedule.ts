import { BulkUploadResultSchema, type BulkUploadResult, type ErrorBody } from '@sideline/shared';
import { ApiError } from '@/lib/api';

export interface UploadScheduleInput {
  teamId: number;
  file: File;
  lengthHours: number;
  /** Share of the file sent so far, 0 to 1. */
  onProgress(sent: number): void;
}

const parse = (raw: string): unknown => {
  try {
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
};

/**
 * POST /api/jobs/bulk-upload as multipart form data. XMLHttpRequest rather than fetch: only it reports
 * how much of the body has been sent, which the dialog shows while uploading. Failures become the
 * app's ApiError ("{status}: {text}", the server's code), as every other call.
 */
export function uploadSchedule({
  teamId,
  file,
  lengthHours,
  onProgress,
}: UploadScheduleInput): Promise<BulkUploadResult> {
  const form = new FormData();
  form.append('teamId', String(teamId));
  form.append('duration', String(lengthHours));
  form.append('schedule', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/jobs/bulk-upload');
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () =>
      reject(new ApiError(0, null, 'Could not reach the server. Check your connection and try again.'));
    request.onload = () => {
      const data = parse(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        const body = data && typeof data === 'object' ? (data as Partial<ErrorBody>) : null;
        reject(
          new ApiError(request.status, body, body?.message ?? (request.responseText || request.statusText)),
        );
        return;
      }
      const result = BulkUploadResultSchema.safeParse(data);
      if (result.success) resolve(result.data);
      else
        reject(
          new ApiError(
            502,
            { message: 'Unexpected response from the server.', code: 'internal_error' },
            'bad response',
          ),
        );
    };
    request.send(form);
  });
}
