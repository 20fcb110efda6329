import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ApplicationSchema,
  AuthResponseSchema,
  CalendarFeedStatusSchema,
  FEATURED_HELPERS_LIMIT,
  HelperProfileSchema,
  HelperSearchQuerySchema,
  HOME_PREVIEW,
  JobDetailSchema,
  JobRequirementsSchema,
  JobSearchQuerySchema,
  JobSummarySchema,
  NotificationPreferencesSchema,
  PassportSchema,
  RevieweeReviewsQuerySchema,
  ReviewSchema,
  SiteConfigSchema,
  TeamProfileSchema,
  type PageLoadContext,
  type PagedAnswer,
} from '@sideline/shared';
import { AppError, unauthorized } from '../../lib/errors.js';
import { compileEncoder } from '../../lib/response-encoder.js';
import { assertSelf, sessionUser } from '../../plugins/session.js';
import { teamApplicationsForOwner } from '../applications/team-applications.service.js';
import { feedStatus } from '../calendar/calendar.service.js';
import { userViewOf } from '../guardians/user-view.js';
import { getHelperProfile } from '../helper-profiles/helper-profiles.service.js';
import { featuredHelpers, searchHelpers } from '../helper-profiles/helper-search.service.js';
import { listTeamJobs } from '../jobs/job-lists.service.js';
import { jobAsViewerSees } from '../jobs/job-page.service.js';
import { searchJobs } from '../jobs/job-search.service.js';
import { readNotificationPreferences } from '../notifications/notification-preferences.js';
import { withHelperReliability, withTeamReliability } from '../reliability/reliability-attach.js';
import { reviewsAbout } from '../reviews/reviews.service.js';
import { helperPassport, teamDefaults } from '../safety/passport.service.js';
import { defaultsTeamOf } from '../safety/team-defaults.service.js';
import { siteConfigOf } from '../site-config/site-config.service.js';
import { getTeamProfile, getTeamProfileByUser } from '../team-profiles/team-profiles.service.js';
import { pageActions } from './page-actions.js';

// Each read's JSON is its route's: the same encoder, so the page parses what the network would bring.
const encodeUser = compileEncoder(AuthResponseSchema);
const encodeJob = compileEncoder(JobDetailSchema);
const encodeJobs = compileEncoder(z.array(JobSummarySchema));
const encodeHelpers = compileEncoder(z.array(HelperProfileSchema));
const encodeHelper = compileEncoder(HelperProfileSchema);
const encodeTeam = compileEncoder(TeamProfileSchema);
const encodePassport = compileEncoder(PassportSchema);
const encodeReviews = compileEncoder(z.array(ReviewSchema));
const encodeApplications = compileEncoder(z.array(ApplicationSchema));
const encodePreferences = compileEncoder(NotificationPreferencesSchema);
const encodeCalendar = compileEncoder(CalendarFeedStatusSchema);
const encodeSiteConfig = compileEncoder(SiteConfigSchema);
const encodeRequirements = compileEncoder(JobRequirementsSchema);
const previewQuery = JobSearchQuerySchema.parse({ status: 'open', limit: String(HOME_PREVIEW.fetch) });

/** A route's 404 (no such job, or not one this viewer may see) is null to a page; the rest throws. */
async function orNull<T>(read: Promise<T>, status = 404): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === status) return null;
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
  // The reads behind `requireUser` on their routes: a 401 signed out, as the route would answer.
  const signedIn = () => {
    if (!user) throw unauthorized();
    return user;
  };
  const now = () => app.queue.now();
  const helpers = async (query: Record<string, string>): Promise<PagedAnswer | null> => {
    // A query the route refuses (a malformed ZIP, say) is the browser's to ask, to show the route's reason.
    const parsed = HelperSearchQuerySchema.safeParse(query);
    if (!parsed.success) return null;
    const page = await searchHelpers(app.db, parsed.data, viewerId);
    return {
      items: encodeHelpers(await withHelperReliability(app.db, page.helpers, now())),
      nextCursor: page.nextCursor,
    };
  };
  return {
    viewer: user && encodeUser(await userViewOf(app.db, user)),
    actions: pageActions(app, request),
    reads: {
      teamProfile: async (id) =>
        orNull(
          getTeamProfile(app.db, id, viewerId)
            .then((team) => withTeamReliability(app.db, team, now()))
            .then(encodeTeam),
        ),
      teamOpenJobs: async (teamId) => orNull(listTeamJobs(app.db, user, teamId, 'open').then(encodeJobs)),
      helperProfile: async (id) =>
        orNull(
          getHelperProfile(app.db, id, viewerId)
            .then((helper) => withHelperReliability(app.db, [helper], now()))
            .then(([helper]) => encodeHelper(helper)),
        ),
      helperPassport: async (helperId) =>
        orNull(helperPassport(app.db, helperId, now()).then(encodePassport)),
      helpers: async (query) => orNull(helpers(query), 400),
      reviewsAbout: async (userId, query) => {
        const page = await reviewsAbout(app, userId, RevieweeReviewsQuerySchema.parse(query), viewerId);
        return { items: encodeReviews(page.reviews), nextCursor: page.nextCursor };
      },
      jobDetail: async (id) => orNull(jobAsViewerSees(app.db, id, user, app.queue.now()).then(encodeJob)),
      homePreview: async () => encodeJobs((await searchJobs(app.db, previewQuery, viewerId)).jobs),
      featuredHelpers: async () => encodeHelpers(await featuredHelpers(app.db, FEATURED_HELPERS_LIMIT)),
      teamProfileByUser: async (userId) =>
        orNull(
          getTeamProfileByUser(app.db, userId, viewerId)
            .then((team) => withTeamReliability(app.db, team, app.queue.now()))
            .then(encodeTeam),
        ),
      teamJobs: async (teamId) => encodeJobs(await listTeamJobs(app.db, user, teamId)),
      teamApplications: async (teamId) =>
        encodeApplications(await teamApplicationsForOwner(app.db, signedIn(), teamId, app.queue.now())),
      notificationPreferences: async (userId) => {
        assertSelf(signedIn(), userId);
        return encodePreferences(await readNotificationPreferences(app.db, userId));
      },
      calendarFeed: async () => encodeCalendar(await feedStatus(app.db, signedIn().id)),
      siteConfig: async () => encodeSiteConfig(siteConfigOf(app.config)),
      safetyDefaults: async () =>
        orNull(
          defaultsTeamOf(app.db, signedIn())
            .then((teamId) => teamDefaults(app.db, teamId))
            .then(encodeRequirements),
        ),
    },
  };
}
