import {
  DEFAULT_SPORT,
  TEAM_BUDGET_RANGE,
  TeamProfileBodySchema,
  type Sport,
  type TeamProfile,
  type TeamProfileBody,
} from '@sideline/shared';
import { collectErrors, firstErrorKey, type FormErrors } from './form-errors';

/** What the team form holds: the budget as typed whole dollars; the body carries cents. */
export interface TeamFormValues {
  teamName: string;
  sportTypes: Sport[];
  teamLocation: string;
  hourlyBudget: string;
  profileImage: string | null;
  venmoUsername: string;
  bio: string;
}

/** Field keys in the order the form shows them (the first error gets focus and the toast). */
export const TEAM_FIELD_ORDER = [
  'teamName',
  'sportTypes',
  'teamLocation',
  'hourlyBudgetCents',
  'profileImage',
  'venmoUsername',
  'bio',
] as const;

/** The element to focus for an error key. */
export function teamFieldId(key: string): string {
  if (key === 'sportTypes') return 'team-sport-baseball';
  if (key === 'hourlyBudgetCents') return 'team-hourlyBudget';
  return `team-${key}`;
}

/** A new profile starts with the spec's defaults: baseball ticked and a $25 budget. */
export function initialTeamValues(profile: TeamProfile | null): TeamFormValues {
  if (!profile) {
    return {
      teamName: '',
      sportTypes: [DEFAULT_SPORT],
      teamLocation: '',
      hourlyBudget: String(TEAM_BUDGET_RANGE.default),
      profileImage: null,
      venmoUsername: '',
      bio: '',
    };
  }
  return {
    teamName: profile.teamName,
    sportTypes: profile.sportTypes,
    teamLocation: profile.teamLocation ?? '',
    hourlyBudget: String(Math.round(profile.hourlyBudgetCents / 100)),
    profileImage: profile.profileImage,
    venmoUsername: profile.venmoUsername ?? '',
    bio: profile.bio ?? '',
  };
}

/** Typed text to cents; blank stays undefined so the schema reports it as missing. */
function budgetCents(typed: string): number | undefined {
  const trimmed = typed.trim();
  return trimmed === '' ? undefined : Math.round(Number(trimmed) * 100);
}

export type TeamValidation =
  | { success: true; body: TeamProfileBody }
  | { success: false; errors: FormErrors; firstKey: string; firstMessage: string };

/** Validates with the shared TeamProfileBodySchema, so client and server agree on every rule. */
export function validateTeam(values: TeamFormValues): TeamValidation {
  const result = TeamProfileBodySchema.safeParse({
    teamName: values.teamName,
    sportTypes: values.sportTypes,
    teamLocation: values.teamLocation,
    hourlyBudgetCents: budgetCents(values.hourlyBudget),
    profileImage: values.profileImage,
    venmoUsername: values.venmoUsername,
    bio: values.bio.trim() || null,
  });
  if (result.success) return { success: true, body: result.data };
  const errors = collectErrors(result.error.issues);
  const firstKey = firstErrorKey(errors, TEAM_FIELD_ORDER) ?? 'form';
  return { success: false, errors, firstKey, firstMessage: errors[firstKey] ?? 'Please check the form.' };
}
