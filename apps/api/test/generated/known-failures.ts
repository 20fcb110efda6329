/**
 * Known failures of the generated suites, listed EXACTLY: a case that starts failing fails the suite,
 * and so does a listed case that now passes, so these lists only shrink. All three are empty: every
 * finding of issue 9 is fixed at its cause. A new failure is a real bug to fix in its module (a
 * z.coerce in a body, an unchecked cursor field, a missing idParamSchema), not to list here. To see
 * the findings of a run: PROBE_REPORT=/tmp/probes.json npx vitest run test/generated/bad-input.test.ts.
 */

/** Bad-input cases that answer a 5xx (`METHOD /path where case`). */
export const KNOWN_500S: string[] = [];

/** Body fields that take a JSON type their schema does not declare (`{"jobId": true}`). */
export const KNOWN_LAX_TYPES: string[] = [];

/** Authorization-matrix failures (`METHOD /path as caller: problem`). */
export const KNOWN_ACCESS_FAILURES: string[] = [];
