/** The one query-key factory for applications: every key starts with 'applications'. */
export const applicationKeys = {
  all: ['applications'] as const,
  team: (teamId: number) => ['applications', 'team', teamId] as const,
  helper: (helperId: number) => ['applications', 'helper', helperId] as const,
};
