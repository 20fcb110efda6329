import type { QuoteRequestBody } from '../schemas/tournaments.js';

/**
 * What the server gives the web app's route loaders for one page request (decision 0054): the
 * session's user and the API's reads, called in-process. Each read answers the JSON its API route
 * would send (the route's own encoder), or null where the route would answer 404; a read behind a
 * sign-in throws as its route would refuse (401, 403). The web parses the JSON with the same shared
 * schema as an answer from the network.
 */
/**
 * One page of a list whose route answers a JSON array and the next page's cursor in `X-Next-Cursor`
 * (null on the last page).
 */
export interface PagedAnswer {
  items: unknown;
  nextCursor: string | null;
}

export interface PageReads {
  /** `GET /api/jobs/:id` as the viewer. */
  jobDetail(id: number): Promise<unknown>;
  /** The home page's preview list (`GET /api/jobs?limit=…&status=open`). */
  homePreview(): Promise<unknown>;
  /** `GET /api/helper-profiles/featured`. */
  featuredHelpers(): Promise<unknown>;
  /** `GET /api/team-profiles/:id` as the viewer (null: no such team). */
  teamProfile(id: number): Promise<unknown>;
  /** `GET /api/jobs/team/:teamId?status=open`: a team's public list (null: no such team). */
  teamOpenJobs(teamId: number): Promise<unknown>;
  /** `GET /api/helper-profiles/:id` as the viewer (null: no such helper). */
  helperProfile(id: number): Promise<unknown>;
  /** `GET /api/passports/:helperId` (null: no such helper). */
  helperPassport(helperId: number): Promise<unknown>;
  /**
   * `GET /api/helper-profiles?…` with the query the browser would send (Find Talent's search, All
   * Helpers); null where the route refuses the query (400): the page then asks and shows why.
   */
  helpers(query: Record<string, string>): Promise<PagedAnswer | null>;
  /** `GET /api/reviews/reviewee/:userId?…` with the query the browser would send. */
  reviewsAbout(userId: number, query: Record<string, string>): Promise<PagedAnswer>;
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
