/**
 * Query keys of the profile resources. Several features read them (the profile screens, the public
 * pages and lists, the dashboards, the job screens), so the one factory per resource lives here,
 * where every feature may import it, and a save in one feature refreshes every reader's cache.
 */
export interface HelperSearchKey {
  /** Empty means "everywhere": the API then answers every helper, best first. */
  zipCode: string;
  radius: number;
  skill: string | null;
  passport?: string | null;
  /** Find Talent's "available for" filter (issue 55): a date and a time range, or none. */
  available?: { on: string; from: string; to: string } | null;
}

export const teamProfileKeys = {
  all: ['team-profiles'] as const,
  byUser: (userId: number) => ['team-profiles', 'user', userId] as const,
  detail: (id: number) => ['team-profiles', 'detail', id] as const,
};

export const helperProfileKeys = {
  all: ['helper-profiles'] as const,
  byUser: (userId: number) => ['helper-profiles', 'user', userId] as const,
  detail: (id: number) => ['helper-profiles', 'detail', id] as const,
  search: (params: HelperSearchKey) => ['helper-profiles', 'search', params] as const,
  list: (limit: number) => ['helper-profiles', 'list', limit] as const,
  featured: ['helper-profiles', 'featured'] as const,
};

export const reviewKeys = {
  all: ['reviews'] as const,
  reviewee: (userId: number) => ['reviews', 'reviewee', userId] as const,
};
