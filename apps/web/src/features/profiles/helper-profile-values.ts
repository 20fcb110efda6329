import {
  HELPER_RATE_RANGE,
  HelperProfileFormSchema,
  PROFILE_MESSAGES,
  type HelperProfile,
  type HelperProfileForm,
  type User,
} from '@sideline/shared';
import { collectErrors, firstErrorKey, splitList, type FormErrors } from './form-errors';

/** What the helper form holds: rates in whole dollars (as on the wire), lists as typed text. */
export interface HelperFormValues {
  email: string;
  bio: string;
  rateRange: [number, number];
  isScorekeeper: boolean;
  isScoreboard: boolean;
  isStreaming: boolean;
  hasEquipment: boolean;
  equipmentDetails: string;
  equipmentText: string;
  availability: string;
  venmoUsername: string;
  yearsOfExperience: string;
  certificationsText: string;
  experience: string;
  profileImage: string | null;
}

export const HELPER_FIELD_ORDER = [
  'email',
  'profileImage',
  'bio',
  'hourlyRateMin',
  'hourlyRateMax',
  'skills',
  'equipmentDetails',
  'equipment',
  'availability',
  'venmoUsername',
  'yearsOfExperience',
  'certifications',
  'experience',
] as const;

/** The element to focus for an error key (the first control of a group). */
export function helperFieldId(key: string): string {
  if (key === 'skills') return 'helper-isScorekeeper';
  if (key === 'hourlyRateMin' || key === 'hourlyRateMax') return 'helper-rate';
  return `helper-${key}`;
}

/** Fields whose zod wording is generic get a plain sentence instead. */
const MESSAGE_OVERRIDES: Record<string, string> = {
  yearsOfExperience: 'Years of experience must be a whole number from 0 to 80',
  equipment: 'List up to 20 items, each at most 100 characters',
  certifications: 'List up to 10 certifications, each at most 120 characters',
};

/**
 * A new profile starts from the account: its email (GameChanger access) and its Venmo handle from
 * payment settings, so the helper does not type them twice.
 */
export function initialHelperValues(
  profile: HelperProfile | null,
  user: Pick<User, 'email' | 'venmoUsername'>,
): HelperFormValues {
  return {
    email: profile?.email ?? user.email,
    bio: profile?.bio ?? '',
    rateRange: profile
      ? [Math.round(profile.hourlyRateMin / 100), Math.round(profile.hourlyRateMax / 100)]
      : [HELPER_RATE_RANGE.defaultMin, HELPER_RATE_RANGE.defaultMax],
    isScorekeeper: profile?.isScorekeeper ?? false,
    isScoreboard: profile?.isScoreboard ?? false,
    isStreaming: profile?.isStreaming ?? false,
    hasEquipment: profile?.hasEquipment ?? false,
    equipmentDetails: profile?.equipmentDetails ?? '',
    equipmentText: profile?.equipment.join('\n') ?? '',
    availability: profile?.availability ?? '',
    venmoUsername: profile?.venmoUsername ?? user.venmoUsername ?? '',
    yearsOfExperience: profile ? String(profile.yearsOfExperience) : '',
    certificationsText: profile?.certifications.join('\n') ?? '',
    experience: profile?.experience ?? '',
    profileImage: profile?.profileImage ?? null,
  };
}

function toCandidate(values: HelperFormValues) {
  const years = values.yearsOfExperience.trim();
  return {
    email: values.email,
    bio: values.bio.trim() || null,
    hourlyRateMin: values.rateRange[0],
    hourlyRateMax: values.rateRange[1],
    isScorekeeper: values.isScorekeeper,
    isScoreboard: values.isScoreboard,
    isStreaming: values.isStreaming,
    hasEquipment: values.hasEquipment,
    // Unticking "has equipment" clears what was said about it.
    equipmentDetails: values.hasEquipment ? values.equipmentDetails.trim() || null : null,
    equipment: values.hasEquipment ? splitList(values.equipmentText) : [],
    availability: values.availability.trim() || null,
    venmoUsername: values.venmoUsername,
    profileImage: values.profileImage,
    yearsOfExperience: years === '' ? undefined : Number(years),
    certifications: splitList(values.certificationsText),
    experience: values.experience.trim() || null,
  };
}

export type HelperValidation =
  { success: true; body: HelperProfileForm } | { success: false; errors: FormErrors; firstKey: string };

/** Validates with the shared HelperProfileFormSchema (the body's rules plus email and Venmo). */
export function validateHelper(values: HelperFormValues): HelperValidation {
  const candidate = toCandidate(values);
  const result = HelperProfileFormSchema.safeParse(candidate);
  if (result.success) return { success: true, body: result.data };
  const errors = collectErrors(result.error.issues, MESSAGE_OVERRIDES);
  // zod skips the schema's cross-field checks while any field fails, so they are repeated here to
  // report every problem in one go.
  if (!candidate.isScorekeeper && !candidate.isScoreboard && !candidate.isStreaming) {
    errors.skills ??= PROFILE_MESSAGES.skills;
  }
  if (candidate.hourlyRateMax < candidate.hourlyRateMin) {
    errors.hourlyRateMax ??= PROFILE_MESSAGES.rateRange;
  }
  return { success: false, errors, firstKey: firstErrorKey(errors, HELPER_FIELD_ORDER) ?? 'form' };
}

/** What each section of the helper form receives. */
export interface HelperSectionProps {
  values: HelperFormValues;
  errors: FormErrors;
  set<K extends keyof HelperFormValues>(key: K, value: HelperFormValues[K]): void;
}

/** Error keys a value change makes stale (checkboxes share "skills"; the slider both rate keys). */
export const HELPER_ERRORS_CLEARED_BY: Partial<Record<keyof HelperFormValues, string[]>> = {
  rateRange: ['hourlyRateMin', 'hourlyRateMax'],
  isScorekeeper: ['skills'],
  isScoreboard: ['skills'],
  isStreaming: ['skills'],
  hasEquipment: ['equipmentDetails', 'equipment'],
  equipmentText: ['equipment'],
  certificationsText: ['certifications'],
};
