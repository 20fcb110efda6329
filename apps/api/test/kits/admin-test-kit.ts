import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { RegisterBody } from '@sideline/shared';
import type { Database } from '../../src/db/client.js';
import { users } from '../../src/db/schema/index.js';
import { registerUser } from '../test-app.js';

/** Admins and directors do not sign up through the public form: made by hand, as the seed does. */
export async function accountWithRole(
  app: FastifyInstance,
  database: Database,
  role: 'admin' | 'tournament-director',
  overrides: Partial<RegisterBody> = {},
) {
  const account = await registerUser(app, { role: 'team', ...overrides });
  await database.db.update(users).set({ role }).where(eq(users.id, account.user.id));
  return account;
}

export const ADMIN_GETS = [
  '/api/admin/users',
  '/api/admin/jobs',
  '/api/admin/team-profiles',
  '/api/admin/helper-profiles',
  '/api/admin/audit-log',
  '/api/admin/programs',
  '/api/admin/programs/staffing',
  '/api/admin/directors',
  '/api/admin/payments',
  '/api/admin/users/1',
];
export const ADMIN_POSTS = [
  '/api/admin/users/1/suspend',
  '/api/admin/users/1/reinstate',
  '/api/admin/directors/1/approve',
  '/api/admin/directors/1/decline',
  '/api/admin/payments/1/resolve-dispute',
  '/api/admin/payments/1/settle-owed',
  '/api/admin/reviews/1/hide',
];
