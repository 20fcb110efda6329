import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { HOME_PREVIEW, JobDetailSchema, JobSummarySchema, type JobSummary } from '@sideline/shared';
import { api } from '@/lib/api';
import { jobKeys } from '@/lib/job-keys';
import { jobDetailPath, jobPreviewPath } from '@/lib/route-data-paths';

// A job's and the home preview's answers parsed: with zod, so job-reads.ts loads this lazily.

let jobList: z.ZodArray<typeof JobSummarySchema> | undefined;
export const jobListSchema = () => (jobList ??= JobSummarySchema.array());

const byDateAndTime = (a: JobSummary, b: JobSummary) =>
  `${a.jobDate} ${a.startTime}`.localeCompare(`${b.jobDate} ${b.startTime}`);

export const soonestFirst = (jobs: JobSummary[]) => jobs.sort(byDateAndTime).slice(0, HOME_PREVIEW.fetch);

export const getJobDetail = (id: number) => api.get(JobDetailSchema, jobDetailPath(id));

export const getJobPreview = async () => soonestFirst(await api.get(jobListSchema(), jobPreviewPath()));

/**
 * The server's half of a page's first screen (decision 0054): a route loader puts the API's answer
 * (`PageReads`, the route's JSON) under the key the page's hook reads, parsed as a network answer is.
 */
export const seedJob = (client: QueryClient, id: number, wire: unknown) =>
  client.setQueryData(jobKeys.detail(id), api.parse(JobDetailSchema, wire, jobDetailPath(id)));

export const seedJobPreview = (client: QueryClient, wire: unknown) =>
  client.setQueryData(jobKeys.preview, soonestFirst(api.parse(jobListSchema(), wire, jobPreviewPath())));
