import type { QuoteRequestBody } from '../schemas/tournaments.js';

/**
 * What the server gives the web app's route loaders for one page request (decision 0054): the
 * session's user and the API's reads, called in-process. Each read answers the JSON its API route
 * would send (the route's own encoder), or null where the route would answer 404; a read behind a
 * sign-in throws as its route would refuse (401, 403). The web parses the JSON with the same shared
 * schema as an answer from the network.
 */
export interface PageReads {
  /** `GET /api/jobs/:id` as the viewer. */
  jobDetail(id: number): Promise<unknown>;
  /** The home page's preview list (`GET /api/jobs?limit=…&status=open`). */
  homePreview(): Promise<unknown>;
  /** `GET /api/helper-profiles/featured`. */
  featuredHelpers(): Promise<unknown>;
  /** `GET /api/team-profiles/user/:userId` as the viewer (null: no team profile yet). */
  teamProfileByUser(userId: number): Promise<unknown>;
  /** `GET /api/jobs/team/:teamId` as the viewer (every status for the team's owner). */
  teamJobs(teamId: number): Promise<unknown>;
  /** `GET /api/applications/team/:teamId` (the team's owner only). */
  teamApplications(teamId: number): Promise<unknown>;
  /** `GET /api/users/:id/notifications` (the viewer's own). */
  notificationPreferences(userId: number): Promise<unknown>;
  /** `GET /api/users/me/calendar`. */
  calendarFeed(): Promise<unknown>;
  /** `GET /api/config`. */
  siteConfig(): Promise<unknown>;
  /** `GET /api/users/me/safety-defaults`: a team's default job requirements (null: no team profile). */
  safetyDefaults(): Promise<unknown>;
}

/**
 * What a route's `action` may do for a form posted as plain HTML (a page with no script), each the
 * same service call as its API route: the answer's JSON, or a throw as the route would refuse.
 */
export interface PageActions {
  /** `POST /api/newsletter/subscribe`: its message. */
  subscribeNewsletter(email: string): Promise<{ message: string }>;
  /** `POST /api/tournament-quote-requests`: where the quote will be sent. */
  requestQuote(body: QuoteRequestBody): Promise<{ email: string }>;
}

export interface PageLoadContext {
  /** `GET /api/auth/user`'s answer for the request's session, or null when signed out. */
  viewer: unknown;
  reads: PageReads;
  actions: PageActions;
}
