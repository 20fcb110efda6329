import type { Application, HelperProfile, TeamProfile } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { helperReliability, teamReliability } from './reliability.service.js';

/** Profiles (one, or a page of Find Talent cards) with their reliability, in one query. */
export async function withHelperReliability(
  db: Db,
  profiles: HelperProfile[],
  now: Date,
): Promise<HelperProfile[]> {
  const counts = await helperReliability(
    db,
    profiles.map((p) => p.id),
    now,
  );
  return profiles.map((p) => ({ ...p, reliability: counts.get(p.id) }));
}

export async function withTeamReliability(db: Db, profile: TeamProfile, now: Date): Promise<TeamProfile> {
  const counts = await teamReliability(db, [profile.id], now);
  return { ...profile, reliability: counts.get(profile.id) };
}

/** A team's list of applications, each applicant with their reliability: one query for the page. */
export async function withApplicantReliability(
  db: Db,
  list: Application[],
  now: Date,
): Promise<Application[]> {
  const counts = await helperReliability(
    db,
    list.map((a) => a.helperId),
    now,
  );
  return list.map((a) => ({ ...a, helper: { ...a.helper, reliability: counts.get(a.helperId) } }));
}
