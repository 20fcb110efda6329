/**
 * The generated suites' accounts: who the world's actors are and how each is made (the public sign-up,
 * the director's multipart sign-up, staff rows made directly, profiles filled with findable secrets).
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Role } from '@sideline/shared';
import { users } from '../../src/db/schema/index.js';
import { directorForm, gamesCsv, multipart } from '../kits/tournament-test-kit.js';
import { createSession, SESSION_COOKIE } from '../../src/plugins/session.js';
import { registerUser } from '../test-app.js';
import { jsonProbe, routeByKey, send, type Answer } from './probe-http.js';
import { buildValid, fieldsOf } from './schema-fields.js';

export interface Actor {
  id: number;
  role: Role;
  email: string;
  cookie: string;
}

export interface Secret {
  what: string;
  value: string;
}

let serial = 0;
/** A number unique within this process, for generated values that must not collide. */
export const nextSerial = () => (serial += 1) + (process.pid % 1000) * 100_000;

/** Calls a route with a body its own schema accepts, `fixed` fields kept; throws unless 2xx. */
export async function callValid(
  app: FastifyInstance,
  key: string,
  actor: Actor,
  params: Record<string, string | number>,
  fixed: Record<string, unknown> = {},
): Promise<unknown> {
  const route = routeByKey(app, key);
  const names = new Set(fieldsOf(route.schema.body).map((f) => f.name));
  const missing = Object.keys(fixed).filter((name) => !names.has(name));
  if (missing.length) throw new Error(`${key}: the body schema has no field ${missing.join(', ')}`);
  const body = buildValid(route.schema.body, { mode: 'json', n: nextSerial(), fixed });
  const url = route.url.replace(/:([A-Za-z]+)/g, (_, name: string) => String(params[name]));
  const answer = await send(app, jsonProbe(route.method, url, actor.cookie, body));
  return expect2xx(key, answer);
}

function expect2xx(what: string, answer: Answer): unknown {
  if (answer.status >= 300)
    throw new Error(`${what} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
  return answer.body ? JSON.parse(answer.body) : null;
}

export async function getJson(app: FastifyInstance, url: string, actor?: Actor): Promise<{ id: number }> {
  return expect2xx(`GET ${url}`, await send(app, jsonProbe('GET', url, actor?.cookie))) as { id: number };
}

export async function signUp(app: FastifyInstance, role: 'team' | 'helper' | 'both'): Promise<Actor> {
  const { user, cookie } = await registerUser(app, { role });
  return { id: user.id, role, email: user.email, cookie };
}

/** A director through the real sign-up (multipart form and games file), then approved as an admin would. */
export async function directorAccount(app: FastifyInstance): Promise<Actor & { tournamentId: number }> {
  const form = directorForm();
  const { payload, headers } = multipart([
    { name: 'userData', data: JSON.stringify(form) },
    { name: 'gamesFile', filename: 'games.csv', type: 'text/csv', data: gamesCsv() },
  ]);
  const answer = await app.inject({ method: 'POST', url: '/api/tournament-signup', payload, headers });
  const body = expect2xx('POST /api/tournament-signup', {
    status: answer.statusCode,
    body: answer.body,
  } as Answer) as { id: number; email: string; tournamentId: number };
  await app.db.update(users).set({ directorStatus: 'approved' }).where(eq(users.id, body.id));
  const session = await createSession(app.db, body.id);
  return {
    id: body.id,
    role: 'tournament-director',
    email: body.email,
    cookie: `${SESSION_COOKIE}=${session.token}`,
    tournamentId: body.tournamentId,
  };
}

/** Admins and directors do not sign up on the public form: their rows are made directly. */
export async function staffAccount(
  app: FastifyInstance,
  role: 'admin' | 'tournament-director',
): Promise<Actor> {
  const n = nextSerial();
  const email = `staff${n}@example.com`;
  const [row] = await app.db
    .insert(users)
    .values({
      email,
      username: `staff${n}`,
      passwordHash: 'not-a-real-hash',
      firstName: 'Staff',
      lastName: `Member${n}`,
      zipCode: '33602',
      role,
      referralCode: `STAFF${n}`,
    })
    .returning({ id: users.id });
  const session = await createSession(app.db, row!.id);
  return { id: row!.id, role, email, cookie: `${SESSION_COOKIE}=${session.token}` };
}

/** A team or helper with every profile field filled in, its own secrets in the Venmo/PayPal fields. */
export async function completeProfile(app: FastifyInstance, actor: Actor, secrets: Secret[], who: string) {
  const n = nextSerial();
  const venmo = `@secret_venmo_${n}`;
  const profileVenmo = `@secret_profile_venmo_${n}`;
  const paypal = `secret.paypal.${n}@example.com`;
  secrets.push(
    { what: `${who} account email`, value: actor.email },
    { what: `${who} Venmo (payment settings)`, value: venmo },
    { what: `${who} Venmo (profile)`, value: profileVenmo },
    { what: `${who} PayPal`, value: paypal },
  );
  await callValid(
    app,
    'PUT /api/users/:id/payment',
    actor,
    { id: actor.id },
    { venmoUsername: venmo, paypalEmail: paypal },
  );
  if (actor.role === 'team' || actor.role === 'both') {
    const profile = await getJson(app, `/api/team-profiles/user/${actor.id}`);
    await callValid(
      app,
      'PUT /api/team-profiles/:id',
      actor,
      { id: profile.id },
      { venmoUsername: profileVenmo },
    );
  }
  if (actor.role === 'helper' || actor.role === 'both') {
    const profile = await getJson(app, `/api/helper-profiles/user/${actor.id}`, actor);
    const email = `secret.helper.${n}@example.com`;
    secrets.push({ what: `${who} GameChanger email (helper profile)`, value: email });
    await callValid(
      app,
      'PUT /api/helper-profiles/:id',
      actor,
      { id: profile.id },
      { venmoUsername: profileVenmo, email },
    );
  }
}
