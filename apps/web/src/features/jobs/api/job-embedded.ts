import { JobDetailSchema } from '@sideline/shared';
import { api } from '@/lib/api';
import { jobDetailPath, jobPreviewPath } from '@/lib/route-data-paths';
import { jobListSchema, soonestFirst } from './job-parse';

// Library mode's embedded answers (src/embedded-answers.d.ts): a build without them leaves this out.

/** A library-mode page's embedded job (decision 0024). */
export const embeddedJobDetail = (id: number) => api.embedded(JobDetailSchema, jobDetailPath(id));

/** A library-mode home page's embedded preview (decision 0026). */
export function embeddedJobPreview() {
  const jobs = api.embedded(jobListSchema(), jobPreviewPath());
  return jobs && soonestFirst(jobs);
}
