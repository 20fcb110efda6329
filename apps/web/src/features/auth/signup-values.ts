import {
  ADULT_AGE,
  ageOn,
  AUTH_MESSAGES,
  isRealDate,
  HELPER_RATE_RANGE,
  SignupFormSchema,
  isHelperRole,
  isTeamRole,
  type RegisterBody,
  type SignupRole,
  type Sport,
} from '@sideline/shared';
import { ApiError } from '@/lib/api';

/** Everything the sign-up form holds. Rates are whole dollars, as they cross HTTP too. */
export interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  password: string;
  confirmPassword: string;
  zipCode: string;
  role: SignupRole | '';
  referralCode: string;
  dateOfBirth: string;
  guardianEmail: string;
  isScorekeeper: boolean;
  isScoreboard: boolean;
  isStreaming: boolean;
  rateRange: [number, number];
  bio: string;
  hasEquipment: boolean;
  equipmentDetails: string;
  teamName: string;
  sportTypes: Sport[];
  /** Picked before the account exists; uploaded once register succeeds. */
  picture: File | null;
}

/** Inline errors by field: the schema's paths (firstName, services, teamName...) or the server's. */
export type SignupErrors = Partial<Record<string, string>>;

export function initialSignupValues(referralCode: string): SignupValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    username: '',
    password: '',
    confirmPassword: '',
    zipCode: '',
    role: '',
    referralCode,
    dateOfBirth: '',
    guardianEmail: '',
    isScorekeeper: false,
    isScoreboard: false,
    isStreaming: false,
    rateRange: [HELPER_RATE_RANGE.defaultMin, HELPER_RATE_RANGE.defaultMax],
    bio: '',
    hasEquipment: false,
    equipmentDetails: '',
    teamName: '',
    sportTypes: [],
    picture: null,
  };
}

/** The error keys a change to a form value makes stale. */
export const ERRORS_CLEARED_BY: Partial<Record<keyof SignupValues, string[]>> = {
  password: ['password', 'confirmPassword'],
  referralCode: ['referredBy'],
  isScorekeeper: ['services'],
  isScoreboard: ['services'],
  isStreaming: ['services'],
  rateRange: ['hourlyRateMin', 'hourlyRateMax'],
  teamName: ['teamName'],
  sportTypes: ['teamName', 'sportTypes'],
  role: ['role', 'dateOfBirth', 'guardianEmail', 'services', 'teamName', 'sportTypes'],
  dateOfBirth: ['dateOfBirth', 'guardianEmail'],
};

/** Whether the date typed makes a teen today (the server decides again, in the ZIP's zone). */
export function isUnder18(dateOfBirth: string): boolean {
  if (!isRealDate(dateOfBirth)) return false;
  const today = new Date();
  const local = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return ageOn(dateOfBirth, local) < ADULT_AGE;
}

/** The request the form describes: only the answers the chosen role needs. */
function toCandidate(values: SignupValues) {
  const role = values.role || undefined;
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    username: values.username,
    password: values.password,
    confirmPassword: values.confirmPassword,
    zipCode: values.zipCode,
    role,
    referredBy: values.referralCode.trim() || null,
    ...(isHelperRole(role) && {
      dateOfBirth: values.dateOfBirth,
      guardianEmail: isUnder18(values.dateOfBirth) ? values.guardianEmail : undefined,
      isScorekeeper: values.isScorekeeper,
      isScoreboard: values.isScoreboard,
      isStreaming: values.isStreaming,
      hourlyRateMin: values.rateRange[0],
      hourlyRateMax: values.rateRange[1],
      bio: values.bio,
      hasEquipment: values.hasEquipment,
      equipmentDetails: values.hasEquipment ? values.equipmentDetails : '',
    }),
    ...(isTeamRole(role) && { teamName: values.teamName, sportTypes: values.sportTypes }),
  };
}

export type SignupValidation =
  | { success: true; body: RegisterBody }
  | { success: false; errors: SignupErrors; firstKey: string; firstMessage: string };

/** Validates with the shared SignupFormSchema (dollars in, cents out), keeping each field's first message. */
export function validateSignup(values: SignupValues): SignupValidation {
  const result = SignupFormSchema.safeParse(toCandidate(values));
  if (result.success) {
    const { confirmPassword: _confirm, ...body } = result.data;
    return { success: true, body };
  }
  const errors: SignupErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  const first = result.error.issues[0];
  return {
    success: false,
    errors,
    firstKey: String(first?.path[0] ?? 'form'),
    firstMessage: first?.message ?? AUTH_MESSAGES.required,
  };
}

/** A server path such as "body.sportTypes.0" names the field "sportTypes". */
function fieldOf(path: string): string {
  const parts = path.split(/[.[\]/]+/).filter(Boolean);
  return (parts[0] === 'body' ? parts[1] : parts[0]) ?? 'form';
}

/** What a failed register call shows: the toast text and the inline errors it can place. */
export function signupServerFailure(error: unknown): { message: string; errors: SignupErrors } {
  const message = (error instanceof ApiError && error.body?.message) || 'Could not create account';
  const errors: SignupErrors = {};
  if (error instanceof ApiError) {
    for (const detail of error.body?.details ?? []) errors[fieldOf(detail.path)] ??= detail.message;
    if (error.code === 'email_taken') errors.email ??= message;
    if (error.code === 'username_taken') errors.username ??= message;
    if (error.code === 'unknown_referral_code') errors.referredBy ??= message;
    if (error.code === 'under_minimum_age' || error.code === 'team_must_be_adult')
      errors.dateOfBirth ??= message;
    if (error.code === 'guardian_email_required' || error.code === 'guardian_email_is_yours')
      errors.guardianEmail ??= message;
  }
  return { message, errors };
}

/** The element to focus for an error key (the first control of a group). */
export function signupFieldId(key: string): string {
  if (key === 'services') return 'signup-isScorekeeper';
  if (key === 'sportTypes') return 'signup-sport-baseball';
  if (key === 'role') return 'signup-role-team';
  if (key === 'hourlyRateMin' || key === 'hourlyRateMax') return 'signup-rate';
  return `signup-${key}`;
}
