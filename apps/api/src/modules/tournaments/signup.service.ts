import type { TournamentSignup } from '@sideline/shared';
import { directorProfiles, tournaments } from '../../db/schema/index.js';
import type { UserRow } from '../../plugins/session.js';
import { createAccount } from '../accounts/account-creation.js';
import { consumeSignupQuota, type AuthDeps } from '../auth/auth.service.js';
import { requireZip } from '../geo/geo.service.js';
import { insertOrganizationProfile } from '../team-profiles/team-profiles.service.js';
import type { ParsedGame } from './games-file.js';
import { insertGames } from './tournaments.service.js';

/**
 * The tournament director's sign-up: the account (role tournament-director, waiting in the admin's
 * review queue), the organization (a team profile flagged isOrganization), the director's details,
 * the tournament and its games, all in one transaction. `readGames` runs first, so a bad file is
 * refused before anything is written.
 */
export async function signUpDirector(
  deps: AuthDeps,
  form: TournamentSignup,
  ip: string,
  readGames: () => Promise<ParsedGame[]>,
): Promise<{ user: UserRow; tournamentId: number; gamesImported: number }> {
  await consumeSignupQuota(deps, ip);
  // The ZIP places every job the tournament will post: an unknown one is refused now, not at posting.
  await requireZip(deps.db, form.zipCode);
  const games = await readGames();
  let tournamentId = 0;
  let gamesImported = 0;
  const user = await createAccount(deps, { ...form, role: 'tournament-director' }, async (tx, created) => {
    const teamId = await insertOrganizationProfile(tx, created.id, form.organization);
    await tx.insert(directorProfiles).values({ userId: created.id, title: form.title, phone: form.phone });
    const [tournament] = await tx
      .insert(tournaments)
      .values({
        teamId,
        name: form.tournamentName,
        dates: form.tournamentDates,
        numberOfFields: form.numberOfFields,
        estimatedGames: form.estimatedGames,
        specialRequirements: form.specialRequirements || null,
        servicesNeeded: form.servicesNeeded ?? null,
      })
      .returning({ id: tournaments.id });
    tournamentId = tournament!.id;
    gamesImported = await insertGames(tx, tournamentId, games);
  });
  return { user, tournamentId, gamesImported };
}
