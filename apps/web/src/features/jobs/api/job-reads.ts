import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobKeys } from '@/lib/job-keys';
import { embeddedJobDetail, embeddedJobPreview } from './job-embedded';

/** The parsing, with zod: asked for when a query fetches, which a page the server seeded does not. */
const loadParse = () => import('./job-parse');

/** GET /api/jobs/{id}: the job as this viewer may see it. */
export const jobDetailQuery = (id: number) =>
  queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: async () => (await loadParse()).getJobDetail(id),
    // A job page the server rendered carries the job (decision 0024).
    initialData: __EMBEDDED_ANSWERS__ ? () => embeddedJobDetail(id) : undefined,
  });

/**
 * Home preview: the spec's `limit=6&status=open`, soonest first (the old client sorted newest date
 * first, which put far-off games ahead of this weekend's). The section shows up to 3 of them.
 */
export const jobPreviewQuery = () =>
  queryOptions({
    queryKey: jobKeys.preview,
    queryFn: async () => (await loadParse()).getJobPreview(),
    // The home page the server rendered carries the list (decision 0026).
    initialData: __EMBEDDED_ANSWERS__ ? embeddedJobPreview : undefined,
  });

/** `id` is null when the URL cannot name a job: nothing is fetched. */
export const useJob = (id: number | null) => useQuery({ ...jobDetailQuery(id ?? 0), enabled: id !== null });

export const useJobPreview = () => useQuery(jobPreviewQuery());
