import { ErrorBodySchema } from '@sideline/shared';

/** The refusal statuses a route may answer, each with the one error body (for route schemas). */
export function errorResponses<const S extends readonly number[]>(
  ...statuses: S
): { [K in S[number]]: typeof ErrorBodySchema } {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBodySchema])) as {
    [K in S[number]]: typeof ErrorBodySchema;
  };
}
