import { todayIn } from '@sideline/shared';
import { directorProfiles, teamProfiles, tournamentGames, tournaments, users } from '../db/schema/index.js';
import { eq } from 'drizzle-orm';
import type { DemoTx } from './demo-jobs.js';
import { DEMO_HOME_ZONE } from './demo-people.js';

const TEAMS = [
  ['Tampa Tides 12U', 'Clearwater Comets 12U'],
  ['Brandon Bolts 12U', 'Lakeland Lightning 12U'],
  ['St. Pete Pelicans 12U', 'Sarasota Sharks 12U'],
  ['Riverview Rays 12U', 'Wesley Chapel Wildcats 12U'],
] as const;

/** YYYY-MM-DD, `days` after `today`. */
function dayAfter(today: string, days: number): string {
  const base = new Date(`${today}T12:00:00Z`);
  base.setUTCDate(base.getUTCDate() + days);
  return base.toISOString().slice(0, 10);
}

const longDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The demo director's approved organization (a team profile flagged isOrganization, decision 20), its
 * tournament two weekends out, and eight games on three fields, none posted yet: the director's
 * dashboard opens on a real schedule to post jobs from.
 */
export async function seedDemoTournament(tx: DemoTx, directorEmail: string): Promise<void> {
  const [director] = await tx
    .update(users)
    // The organization pays its helpers like any team: the account's one Venmo handle (decision 19).
    .set({
      directorStatus: 'approved',
      directorReviewedAt: new Date(),
      venmoUsername: '@bay-area-youth-baseball',
    })
    .where(eq(users.email, directorEmail))
    .returning({ id: users.id });
  if (!director) throw new Error(`demo seed: no director ${directorEmail}`);
  const [organization] = await tx
    .insert(teamProfiles)
    .values({
      userId: director.id,
      teamName: 'Bay Area Youth Baseball',
      isOrganization: true,
      sportTypes: ['baseball'],
      teamLocation: 'Tampa, FL',
      bio: 'Runs the Bay Area Spring Classic and fall league tournaments for 10U-14U teams.',
    })
    .returning({ id: teamProfiles.id });
  await tx
    .insert(directorProfiles)
    .values({ userId: director.id, title: 'Tournament Director', phone: '(813) 555-0142' });

  const saturday = dayAfter(todayIn(DEMO_HOME_ZONE), 12);
  const sunday = dayAfter(todayIn(DEMO_HOME_ZONE), 13);
  const [tournament] = await tx
    .insert(tournaments)
    .values({
      teamId: organization!.id,
      name: 'Bay Area Spring Classic',
      dates: `${longDate(saturday)} - ${longDate(sunday)}`,
      numberOfFields: 3,
      estimatedGames: 16,
      specialRequirements: 'GameChanger scoring on every game; the championship is live streamed.',
      servicesNeeded: 'GameChanger + Streaming',
    })
    .returning({ id: tournaments.id });

  const games = [
    ...TEAMS.map(([home, away], i) => ({
      gameDate: saturday,
      startTime: ['08:00', '10:00', '12:00', '14:00'][i]!,
      homeTeam: home,
      awayTeam: away,
      field: `Field ${(i % 3) + 1}`,
      gameType: 'Pool Play',
      specialRequirements: null,
    })),
    ...TEAMS.slice(0, 2).map(([home, away], i) => ({
      gameDate: sunday,
      startTime: ['09:00', '11:00'][i]!,
      homeTeam: away,
      awayTeam: home,
      field: `Field ${i + 1}`,
      gameType: 'Semifinal',
      specialRequirements: null,
    })),
    {
      gameDate: sunday,
      startTime: '13:00',
      homeTeam: 'Consolation Bracket Winner',
      awayTeam: 'Pool B Runner-up',
      field: 'Field 3',
      gameType: 'Consolation',
      specialRequirements: null,
    },
    {
      gameDate: sunday,
      startTime: '15:30',
      homeTeam: 'Semifinal 1 Winner',
      awayTeam: 'Semifinal 2 Winner',
      field: 'Championship Field',
      gameType: 'Championship',
      specialRequirements: 'Live stream for families; bring a tripod.',
    },
  ];
  await tx.insert(tournamentGames).values(games.map((game) => ({ tournamentId: tournament!.id, ...game })));
}
