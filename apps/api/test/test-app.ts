import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import type { RegisterBodySchema, User } from '@sideline/shared';
import { buildApp, type BuildAppOptions } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { openTestDatabase } from './test-db.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Pick<BuildAppOptions, 'logger' | 'clock' | 'tracing' | 'queueWorkers'> = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = {
    // Most files book a helper the moment they apply; the window's own tests turn it back on.
    ...loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://sideline.test',
      WEB_DIST: '/nonexistent',
      APPLICATION_WINDOW_MINUTES: '0',
    }),
    ...overrides,
  };
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.tracing ? { tracing: options.tracing } : {}),
    ...(options.queueWorkers ? { queueWorkers: true } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.mailer.flush();
      await app.close();
      await database.close();
    },
  };
}

let counter = 0;
/** A sign-up body as it crosses HTTP (rates in dollars). */
export type RegisterWireBody = z.input<typeof RegisterBodySchema>;

/** A valid sign-up body; every call gets a unique email and username. */
export function signupBody(overrides: Partial<RegisterWireBody> = {}): RegisterWireBody {
  counter += 1;
  const tag = `${process.pid}${counter}${Math.floor(Math.random() * 1e6)}`;
  const role = overrides.role ?? 'team';
  return {
    firstName: 'Casey',
    lastName: 'Jordan',
    email: `casey${tag}@example.com`,
    username: `casey${tag}`,
    password: 'correct-horse-42',
    zipCode: '33602',
    role,
    referredBy: null,
    ...(role !== 'helper' ? { teamName: 'Tampa Tides 12U', sportTypes: ['baseball' as const] } : {}),
    ...(role !== 'team' ? { dateOfBirth: '1990-05-01', isScorekeeper: true } : {}),
    ...overrides,
  };
}

export function sessionCookieOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'sideline_session');
  if (!cookie) throw new Error(`no session cookie in response ${res.statusCode}: ${res.body}`);
  return `sideline_session=${cookie.value}`;
}

export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<RegisterWireBody> = {},
): Promise<{ user: User; cookie: string; body: RegisterWireBody }> {
  const body = signupBody(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`register failed ${res.statusCode}: ${res.body}`);
  return { user: res.json<User>(), cookie: sessionCookieOf(res), body };
}

/** Authenticated inject with a JSON body. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload ? { payload } : {}),
  });
}
