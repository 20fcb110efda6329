import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  AdminBackgroundCheckSchema,
  AdminSafetyQueueSchema,
  BackgroundCheckDecisionBodySchema,
  BackgroundCheckSchema,
  PassportSchema,
  SafeSportDecisionBodySchema,
  SafeSportSchema,
  type BackgroundCheckDecisionBody,
  type ErrorBody,
  type SafeSportDecisionBody,
} from '@sideline/shared';
import { api, ApiError } from '@/lib/api';

/** One key family for everything safety, so any change refreshes the passport's views. */
export const safetyKeys = {
  all: ['safety'] as const,
  check: () => ['safety', 'background-check'] as const,
  safeSport: () => ['safety', 'safesport'] as const,
  passport: (helperId: number) => ['safety', 'passport', helperId] as const,
  queue: () => ['safety', 'admin-queue'] as const,
};

export const backgroundCheckQuery = () =>
  queryOptions({
    queryKey: safetyKeys.check(),
    queryFn: () => api.get(BackgroundCheckSchema, '/api/users/me/background-check'),
  });

export const safeSportQuery = () =>
  queryOptions({
    queryKey: safetyKeys.safeSport(),
    queryFn: () => api.get(SafeSportSchema, '/api/users/me/safesport'),
  });

/** GET /api/passports/{helperId}: what anyone sees on the helper's profile. */
export const passportQuery = (helperId: number) =>
  queryOptions({
    queryKey: safetyKeys.passport(helperId),
    queryFn: () => api.get(PassportSchema, `/api/passports/${helperId}`),
  });

/** The helper page's loader read (decision 0054) under the query's key. */
export const seedPassport = (client: QueryClient, helperId: number, wire: unknown) =>
  client.setQueryData(
    passportQuery(helperId).queryKey,
    api.parse(PassportSchema, wire, `/api/passports/${helperId}`),
  );

export const safetyQueueQuery = () =>
  queryOptions({
    queryKey: safetyKeys.queue(),
    queryFn: () => api.get(AdminSafetyQueueSchema, '/api/admin/safety'),
  });

export function useStartBackgroundCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.send('POST', '/api/users/me/background-check', BackgroundCheckSchema),
    onSuccess: (check) => queryClient.setQueryData(safetyKeys.check(), check),
  });
}

/**
 * Sends the certificate and its completion date as multipart form data (not `api.send`, which sends
 * JSON); the browser sets the content-type with its boundary.
 */
async function uploadCertificate(input: { file: File; completedOn: string }) {
  const form = new FormData();
  // The date first: the server reads the fields that come before the file.
  form.append('completedOn', input.completedOn);
  form.append('file', input.file);
  const res = await fetch('/api/users/me/safesport', { method: 'POST', body: form, credentials: 'include' });
  const raw = await res.text();
  let parsed: unknown;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    parsed = null;
  }
  if (!res.ok) {
    const body = parsed && typeof parsed === 'object' ? (parsed as Partial<ErrorBody>) : null;
    throw new ApiError(res.status, body, body?.message ?? (raw || res.statusText));
  }
  return api.parse(SafeSportSchema, parsed, '/api/users/me/safesport');
}

export function useUploadCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCertificate,
    onSuccess: (view) => queryClient.setQueryData(safetyKeys.safeSport(), view),
  });
}

export function useDecideCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BackgroundCheckDecisionBody }) =>
      api.send('POST', `/api/admin/background-checks/${id}/decide`, AdminBackgroundCheckSchema, {
        schema: BackgroundCheckDecisionBodySchema,
        value: body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safetyKeys.queue() }),
  });
}

export function useVerifyCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SafeSportDecisionBody }) =>
      api.send(
        'POST',
        `/api/admin/safesport/${id}/verify`,
        z.object({ status: z.enum(['verified', 'rejected']) }),
        { schema: SafeSportDecisionBodySchema, value: body },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safetyKeys.queue() }),
  });
}
