import type { HelperProfile, TeamProfile } from '@sideline/shared';

/**
 * What a profile still lacks for the product to work with it. A team cannot post jobs without a
 * name, sports, a location and a Venmo handle; a helper needs the GameChanger email and a Venmo
 * handle to be scheduled and paid.
 */
export function missingTeamFields(profile: TeamProfile): string[] {
  const missing: string[] = [];
  if (!profile.teamName.trim()) missing.push('team name');
  if (profile.sportTypes.length === 0) missing.push('sports');
  if (!profile.teamLocation?.trim()) missing.push('team location');
  if (!profile.venmoUsername?.trim()) missing.push('Venmo username');
  return missing;
}

export function missingHelperFields(profile: HelperProfile): string[] {
  const missing: string[] = [];
  if (!profile.email?.trim()) missing.push('email for GameChanger');
  if (!profile.venmoUsername?.trim()) missing.push('Venmo username');
  return missing;
}

export type ProfileStatus =
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'missing' }
  | { state: 'incomplete'; missing: string[] }
  | { state: 'complete' };

/** A loaded profile (null = none yet) to its status. */
export function statusOf<T>(profile: T | null, missingOf: (profile: T) => string[]): ProfileStatus {
  if (!profile) return { state: 'missing' };
  const missing = missingOf(profile);
  return missing.length ? { state: 'incomplete', missing } : { state: 'complete' };
}
