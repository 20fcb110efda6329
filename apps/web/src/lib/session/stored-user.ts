import { GUARDIAN_CONSENT_STATES, ROLES, type User } from '@sideline/shared';

const KEY = 'sideline.user';

type FieldCheck = (value: unknown) => boolean;
const string: FieldCheck = (v) => typeof v === 'string';
const nullableString: FieldCheck = (v) => v === null || typeof v === 'string';
const integer: FieldCheck = (v) => Number.isInteger(v);
const boolean: FieldCheck = (v) => typeof v === 'boolean';
// Spelled here, not imported: PAYMENT_METHODS lives beside the zod schemas, which would come with it.
// The type makes the list exactly the schema's methods.
const PAYMENT_METHOD: Record<NonNullable<User['preferredPaymentMethod']>, true> = {
  venmo: true,
  paypal: true,
};
const paymentMethod: FieldCheck = (v) =>
  v === null || (typeof v === 'string' && Object.hasOwn(PAYMENT_METHOD, v));

/**
 * The shape of UserSchema, checked without zod: this runs before the first paint, in the entry
 * chunk, which must not carry the schemas. The server's answer (parsed with the schema) replaces
 * the stored user as soon as the session is re-checked.
 */
const USER_FIELDS: Record<keyof User, FieldCheck> = {
  id: integer,
  firstName: string,
  lastName: string,
  username: string,
  email: string,
  emailConfirmed: boolean,
  zipCode: string,
  role: (v) => (ROLES as readonly unknown[]).includes(v),
  profileImageUrl: nullableString,
  venmoUsername: nullableString,
  paypalEmail: nullableString,
  preferredPaymentMethod: paymentMethod,
  freeGamesRemaining: integer,
  paidGamesCompleted: integer,
  referralCode: string,
  referredBy: nullableString,
  hasCompletedFirstPaidGame: boolean,
  dateOfBirth: nullableString,
  guardianConsent: (v) => (GUARDIAN_CONSENT_STATES as readonly unknown[]).includes(v),
  guardianEmail: nullableString,
};

/** The value as a User when it has the User's shape (checked field by field, without zod). */
export function asUser(value: unknown): User | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  for (const [field, check] of Object.entries(USER_FIELDS)) if (!check(record[field])) return null;
  const user: Record<string, unknown> = {};
  for (const field of Object.keys(USER_FIELDS)) user[field] = record[field];
  return user as User;
}

/** Reads the user kept for a fast first paint; a value that does not parse is discarded. */
export function readStoredUser(): User | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const user = asUser(JSON.parse(raw));
    if (user) return user;
  } catch {
    // fall through: an unreadable value is discarded below
  }
  try {
    localStorage.removeItem(KEY);
  } catch {
    // storage unavailable
  }
  return null;
}

export function writeStoredUser(user: User | null): void {
  try {
    if (user) localStorage.setItem(KEY, JSON.stringify(user));
    else localStorage.removeItem(KEY);
  } catch (error) {
    console.warn('Could not save the signed-in user to local storage', error);
  }
}
