/**
 * What the server gives the web app's route loaders for one page request (decision 0054): the
 * session's user and the API's reads, called in-process. Each read answers the JSON its API route
 * would send (the route's own encoder), or null where the route would answer 404; the web parses it
 * with the same shared schema as an answer from the network.
 */
export interface PageReads {
  /** `GET /api/jobs/:id` as the viewer. */
  jobDetail(id: number): Promise<unknown>;
  /** The home page's preview list (`GET /api/jobs?limit=…&status=open`). */
  homePreview(): Promise<unknown>;
  /** `GET /api/helper-profiles/featured`. */
  featuredHelpers(): Promise<unknown>;
}

export interface PageLoadContext {
  /** `GET /api/auth/user`'s answer for the request's session, or null when signed out. */
  viewer: unknown;
  reads: PageReads;
}
