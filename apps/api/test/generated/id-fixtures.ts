import type { World } from './world.js';

/**
 * How to get a real id for each id a route takes (path, query or body): the ONE fixture map.
 * First match wins; `under` is a path prefix. Ids always point at A's rows, so the bad-input suite
 * (signed in as A) reaches A's own data and the authorization suite (signed in as others) probes it.
 */
const ID_FIXTURES: Array<{
  name: string;
  under?: string;
  value: (w: World) => Promise<number | string | number[]> | number | string | number[];
}> = [
  { name: 'id', under: '/api/users/', value: (w) => w.teamA.id },
  { name: 'id', under: '/api/jobs/', value: (w) => w.openJob() },
  { name: 'id', under: '/api/applications/', value: (w) => w.pendingApplication() },
  { name: 'id', under: '/api/team-profiles/', value: (w) => w.teamA.teamId },
  { name: 'id', under: '/api/helper-profiles/', value: (w) => w.helperA.helperId },
  { name: 'id', under: '/api/reviews/', value: (w) => w.reviewOfTeamA },
  { name: 'id', under: '/api/tournaments/', value: (w) => w.directorA.tournamentId },
  { name: 'id', under: '/api/tournament-games/', value: (w) => w.unpostedGame() },
  { name: 'id', under: '/api/team-families/', value: (w) => w.familyInvitee() },
  { name: 'gameIds', value: async (w) => [await w.unpostedGame()] },
  { name: 'userId', under: '/api/helper-profiles/', value: (w) => w.helperA.id },
  { name: 'userId', value: (w) => w.teamA.id },
  { name: 'otherUserId', value: (w) => w.helperA.id },
  { name: 'recipientId', value: (w) => w.bystander.id },
  { name: 'revieweeId', value: (w) => w.helperA.id },
  { name: 'teamId', value: (w) => w.teamA.teamId },
  { name: 'helperId', value: (w) => w.helperA.helperId },
  { name: 'jobId', under: '/api/messages/', value: (w) => w.conversationJob },
  { name: 'jobId', value: (w) => w.openJob() },
  { name: 'name', under: '/uploads/', value: () => 'probe-missing.webp' },
];

/** A real value for the field `name` of route `url`, or undefined when no fixture covers it. */
export async function fixtureFor(
  world: World,
  url: string,
  name: string,
): Promise<number | string | number[] | undefined> {
  const index = ID_FIXTURES.findIndex((f) => f.name === name && (!f.under || url.startsWith(f.under)));
  if (index < 0) return undefined;
  const cached = world.cache.get(String(index));
  if (cached !== undefined) return cached;
  const value = await ID_FIXTURES[index]!.value(world);
  world.cache.set(String(index), value);
  return value;
}
