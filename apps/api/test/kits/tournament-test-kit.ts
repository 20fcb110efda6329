import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TournamentSignupInput } from '@sideline/shared';
import { users } from '../../src/db/schema/index.js';
import { call, sessionCookieOf } from '../test-app.js';
import { dayFromToday } from '../marketplace.js';

const BOUNDARY = '----sideline-tournament-test';

export interface Part {
  name: string;
  data: string | Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body, as a browser's FormData sends it. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const head = `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

let counter = 0;
/** A valid sign-up form; every call gets a unique email and username. */
export function directorForm(overrides: Partial<TournamentSignupInput> = {}): TournamentSignupInput {
  counter += 1;
  const tag = `${process.pid}${counter}${Math.floor(Math.random() * 1e6)}`;
  return {
    firstName: 'Dana',
    lastName: 'Reyes',
    email: `dana${tag}@example.com`,
    username: `dana${tag}`,
    password: 'tournament-pass-42',
    confirmPassword: 'tournament-pass-42',
    organization: 'Bay Area Youth Baseball',
    title: 'Tournament Director',
    phone: '(813) 555-0199',
    zipCode: '33602',
    tournamentName: 'Spring Classic',
    tournamentDates: 'June 13-14, 2026',
    numberOfFields: 4,
    estimatedGames: 24,
    ...overrides,
  };
}

/** A games CSV in the template's columns, dated from today. */
export function gamesCsv(rows: string[] = []): string {
  const header = 'Game Date,Time,Home Team,Away Team,Field,Game Type,Special Requirements';
  const defaults = [
    `${dayFromToday(10)},9:00 AM,Eagles,Hawks,Field 1,Pool Play,`,
    `${dayFromToday(10)},11:00 AM,Owls,Bears,Field 2,Pool Play,Bring a tablet`,
    `${dayFromToday(11)},1:30 PM,Tigers,Lions,Field 1,Semifinal,`,
  ];
  return [header, ...(rows.length ? rows : defaults)].join('\n');
}

export function signupRequest(
  app: FastifyInstance,
  form: object | string,
  file?: { data: string | Buffer; filename: string; type?: string },
) {
  const parts: Part[] = [{ name: 'userData', data: typeof form === 'string' ? form : JSON.stringify(form) }];
  if (file) parts.push({ name: 'gamesFile', ...file, type: file.type ?? 'text/csv' });
  const { payload, headers } = multipart(parts);
  return app.inject({ method: 'POST', url: '/api/tournament-signup', payload, headers });
}

/** A director signed up through the form (with the default games), approved by hand unless told otherwise. */
export async function director(app: FastifyInstance, options: { approved?: boolean; csv?: string } = {}) {
  const form = directorForm();
  const res = await signupRequest(app, form, { data: options.csv ?? gamesCsv(), filename: 'games.csv' });
  if (res.statusCode !== 201) throw new Error(`tournament signup ${res.statusCode}: ${res.body}`);
  const body = res.json<{ id: number; tournamentId: number }>();
  if (options.approved ?? true)
    await app.db.update(users).set({ directorStatus: 'approved' }).where(eq(users.id, body.id));
  const cookie = sessionCookieOf(res);
  const dashboard = async () => (await call(app, 'GET', '/api/tournaments', cookie)).json();
  return { id: body.id, tournamentId: body.tournamentId, cookie, form, dashboard };
}
