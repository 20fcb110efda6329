import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/errors.js';
import { requireUser, type UserRow } from '../../plugins/session.js';

/** Every admin route: 401 signed out, 403 for every role but admin. Decided before any input is read. */
export async function requireAdmin(request: FastifyRequest): Promise<UserRow> {
  const user = await requireUser(request);
  if (user.role !== 'admin') throw forbidden("You don't have permission to view this page.");
  return user;
}
