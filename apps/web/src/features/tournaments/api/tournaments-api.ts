import {
  queryOptions,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
  type MutationState,
} from '@tanstack/react-query';
import { z } from 'zod';
import {
  DirectorDashboardSchema,
  GamesImportResultSchema,
  MessageBodySchema,
  PostGameJobsBodySchema,
  PostGameJobsResultSchema,
  QuoteRequestBodySchema,
  QuoteRequestSchema,
  TournamentGameBodySchema,
  TournamentSignupResultSchema,
  type ErrorBody,
  type GamesImportResult,
  type PostGameJobsBody,
  type QuoteRequestBody,
  type TournamentGameBody,
  type TournamentSignup,
} from '@sideline/shared';
import { api, ApiError } from '@/lib/api';
import { invalidateJobsAndApplications } from '@/lib/job-keys';

/**
 * Under 'jobs' on purpose: accepting an application (the applications feature) refreshes every
 * 'jobs' key, and with it the games' staffing here.
 */
export const tournamentKeys = {
  dashboard: ['jobs', 'tournaments', 'mine'] as const,
  quotes: ['admin', 'quote-requests'] as const,
};

/**
 * A multipart POST: `api.send` speaks JSON only. The browser sets the multipart content type (with
 * its boundary) itself. Failures become the same ApiError as every other call.
 */
async function postForm<S extends z.ZodType>(path: string, schema: S, form: FormData): Promise<z.output<S>> {
  const res = await fetch(path, { method: 'POST', body: form, credentials: 'include' });
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
  const answer = schema.safeParse(parsed);
  if (!answer.success) throw new ApiError(502, null, `bad response from ${path}`);
  return answer.data;
}

/** POST /api/tournament-signup: `userData` (the form as JSON) and the optional `gamesFile`. */
export function tournamentSignup(form: TournamentSignup, gamesFile: File | null) {
  const body = new FormData();
  body.append('userData', JSON.stringify(form));
  if (gamesFile) body.append('gamesFile', gamesFile);
  return postForm('/api/tournament-signup', TournamentSignupResultSchema, body);
}

export const requestQuote = (value: QuoteRequestBody) =>
  api.send('POST', '/api/tournament-quote-requests', QuoteRequestSchema, {
    schema: QuoteRequestBodySchema,
    value,
  });

export const directorDashboardQuery = queryOptions({
  queryKey: tournamentKeys.dashboard,
  queryFn: () => api.get(DirectorDashboardSchema, '/api/tournaments'),
  initialData: () => api.embedded(DirectorDashboardSchema, '/api/tournaments'),
});
export const useDirectorDashboard = () => useQuery(directorDashboardQuery);

export const quoteRequestsQuery = queryOptions({
  queryKey: tournamentKeys.quotes,
  queryFn: () => api.get(z.array(QuoteRequestSchema), '/api/admin/quote-requests'),
});

/** Every change here can move games, jobs and applications: refresh them all. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => invalidateJobsAndApplications(queryClient);
}

export function usePostGameJobs(tournamentId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (value: PostGameJobsBody) =>
      api.send('POST', `/api/tournaments/${tournamentId}/jobs`, PostGameJobsResultSchema, {
        schema: PostGameJobsBodySchema,
        value,
      }),
    onSettled: refresh,
  });
}

export function useEditGame() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, value }: { id: number; value: TournamentGameBody }) =>
      api.send('PUT', `/api/tournament-games/${id}`, MessageBodySchema, {
        schema: TournamentGameBodySchema,
        value,
      }),
    onSettled: refresh,
  });
}

export function useDeleteGame() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.send('DELETE', `/api/tournament-games/${id}`, MessageBodySchema),
    onSettled: refresh,
  });
}

export const importGamesKey = (tournamentId: number) =>
  ['tournaments', 'import-games', tournamentId] as const;

/**
 * POST /api/tournaments/{id}/games. The outcome is told by `onSuccess`/`onError` given here, on the
 * mutation itself: they run even when the button that started it was replaced meanwhile (a page
 * the app took over while the file was read), where callbacks given to `mutate` would be dropped.
 */
export function useImportGames(
  tournamentId: number,
  outcome: { onSuccess(result: GamesImportResult): void; onError(error: unknown): void },
) {
  const refresh = useRefresh();
  return useMutation({
    mutationKey: importGamesKey(tournamentId),
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('gamesFile', file);
      return postForm(`/api/tournaments/${tournamentId}/games`, GamesImportResultSchema, body);
    },
    onSuccess: outcome.onSuccess,
    onError: outcome.onError,
    onSettled: refresh,
  });
}

/** The latest import into this tournament, whichever mounted button started it. */
export function useLastImport(tournamentId: number) {
  const states = useMutationState({
    filters: { mutationKey: importGamesKey(tournamentId) },
    select: (mutation) => mutation.state as MutationState<GamesImportResult, unknown, File>,
  });
  return states.at(-1);
}
