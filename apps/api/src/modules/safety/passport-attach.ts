import type { Application } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { passportsOf } from './passport.service.js';

/** A team's list of applications, each applicant with their safety passport: two queries for the page. */
export async function withApplicantPassports(db: Db, list: Application[], now: Date): Promise<Application[]> {
  const passports = await passportsOf(
    db,
    list.map((a) => a.helper.userId),
    now,
  );
  return list.map((a) => ({ ...a, helper: { ...a.helper, passport: passports.get(a.helper.userId) } }));
}
