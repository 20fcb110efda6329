import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AuthResponseSchema,
  FEATURED_HELPERS_LIMIT,
  HelperProfileSchema,
  HOME_PREVIEW,
  JobDetailSchema,
  JobSearchQuerySchema,
  JobSummarySchema,
  type PageLoadContext,
} from '@sideline/shared';
import { AppError } from '../../lib/errors.js';
import { compileEncoder } from '../../lib/response-encoder.js';
import { sessionUser } from '../../plugins/session.js';
import { userViewOf } from '../guardians/user-view.js';
import { featuredHelpers } from '../helper-profiles/helper-search.service.js';
import { jobAsViewerSees } from '../jobs/job-page.service.js';
import { searchJobs } from '../jobs/job-search.service.js';

// Each read's JSON is its route's: the same encoder, so the page parses what the network would bring.
const encodeUser = compileEncoder(AuthResponseSchema);
const encodeJob = compileEncoder(JobDetailSchema);
const encodeJobs = compileEncoder(z.array(JobSummarySchema));
const encodeHelpers = compileEncoder(z.array(HelperProfileSchema));
const previewQuery = JobSearchQuerySchema.parse({ status: 'open', limit: String(HOME_PREVIEW.fetch) });

/** A route's 404 (no such job, or not one this viewer may see) is null to a page; the rest throws. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * What the web app's loaders get for one page request (decision 0054): the session's user and the
 * API's reads, in-process, as that user.
 */
export async function pageLoadContext(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<PageLoadContext> {
  const user = await sessionUser(request);
  const viewerId = user?.id ?? null;
  return {
    viewer: user && encodeUser(await userViewOf(app.db, user)),
    reads: {
      jobDetail: async (id) => orNull(jobAsViewerSees(app.db, id, user, app.queue.now()).then(encodeJob)),
      homePreview: async () => encodeJobs((await searchJobs(app.db, previewQuery, viewerId)).jobs),
      featuredHelpers: async () => encodeHelpers(await featuredHelpers(app.db, FEATURED_HELPERS_LIMIT)),
    },
  };
}
