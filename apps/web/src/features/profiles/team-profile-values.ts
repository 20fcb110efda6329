import {
  DEFAULT_SPORT,
  TEAM_BUDGET_RANGE,
  TeamProfileFormSchema,
  type Sport,
  type TeamProfile,
  type TeamProfileForm,
} from '@sideline/shared';
import { collectErrors, firstErrorKey, type FormErrors } from './form-errors';

/** What the team form holds: the budget as typed (dollars, like the request; cents once parsed). */
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
  'hourlyBudget',
  'profileImage',
  'venmoUsername',
  'bio',
] as const;

/** The element to focus for an error key. */
export function teamFieldId(key: string): string {
  if (key === 'sportTypes') return 'team-sport-baseball';
  return `team-${key}`;
}

/**
 * A new profile starts with the spec's defaults (baseball ticked, a $25 budget) and the account's
 * Venmo handle, which is the one handle the profile shows and edits.
 */
export function initialTeamValues(
  profile: TeamProfile | null,
  accountVenmo: string | null = null,
): TeamFormValues {
  if (!profile) {
    return {
      teamName: '',
      sportTypes: [DEFAULT_SPORT],
      teamLocation: '',
      hourlyBudget: String(TEAM_BUDGET_RANGE.default),
      profileImage: null,
      venmoUsername: accountVenmo ?? '',
      bio: '',
    };
  }
  return {
    teamName: profile.teamName,
    sportTypes: profile.sportTypes,
    teamLocation: profile.teamLocation ?? '',
    hourlyBudget: String(profile.hourlyBudget / 100),
    profileImage: profile.profileImage,
    venmoUsername: profile.venmoUsername ?? '',
    bio: profile.bio ?? '',
  };
}

/** Typed text to dollars; blank stays undefined so the schema reports it as missing. */
function budgetDollars(typed: string): number | undefined {
  const trimmed = typed.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

export type TeamValidation =
  | { success: true; body: TeamProfileForm }
  | { success: false; errors: FormErrors; firstKey: string; firstMessage: string };

/** Validates with the shared TeamProfileFormSchema, so client and server agree on every rule. */
export function validateTeam(values: TeamFormValues): TeamValidation {
  const result = TeamProfileFormSchema.safeParse({
    teamName: values.teamName,
    sportTypes: values.sportTypes,
    teamLocation: values.teamLocation,
    hourlyBudget: budgetDollars(values.hourlyBudget),
    profileImage: values.profileImage,
    venmoUsername: values.venmoUsername,
    bio: values.bio.trim() || null,
  });
  if (result.success) return { success: true, body: result.data };
  const errors = collectErrors(result.error.issues);
  const firstKey = firstErrorKey(errors, TEAM_FIELD_ORDER) ?? 'form';
  return { success: false, errors, firstKey, firstMessage: errors[firstKey] ?? 'Please check the form.' };
}
