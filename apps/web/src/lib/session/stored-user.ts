import { UserSchema, type User } from '@sideline/shared';

const KEY = 'sideline.user';

/** Reads the user kept for a fast first paint; a value that does not parse is discarded. */
export function readStoredUser(): User | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = UserSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
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
