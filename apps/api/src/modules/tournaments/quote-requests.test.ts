import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { TOURNAMENT_MESSAGES as M } from '@sideline/shared';
import { outbox, quoteRequests } from '../../db/schema/index.js';
import { call, createTestApp, registerUser, type TestApp } from '../../../test/test-app.js';
import { accountWithRole } from '../../../test/kits/admin-test-kit.js';
import { QUOTE_RATE_LIMIT } from './quote-requests.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

let address = 0;
/** Each test asks from its own address, so the per-address limit is its own. */
const ask = (body: object, ip = `10.0.0.${(address += 1)}`) =>
  t.app.inject({ method: 'POST', url: '/api/tournament-quote-requests', payload: body, remoteAddress: ip });

const quote = {
  name: 'Pat Morgan',
  email: 'Pat@Example.com',
  organization: 'Gulf Coast Softball',
  tournamentName: 'Summer Slam',
  dates: 'July 10-12',
  fields: '6',
  message: 'About 30 games; we need streaming on the main field.',
};

describe('tournament quote requests', () => {
  it.each([
    ['name', 'P', M.quoteName],
    ['email', 'pat', M.email],
    ['tournamentName', 'S', M.quoteTournament],
  ])('refuses %s = %j with "%s", storing nothing', async (field, value, message) => {
    const before = (await t.app.db.select().from(quoteRequests)).length;
    const res = await ask({ ...quote, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({ path: field, message });
    expect((await t.app.db.select().from(quoteRequests)).length).toBe(before);
  });

  it('stores the request, emails staff, and shows it to admins only', async () => {
    const admin = await accountWithRole(t.app, t.database, 'admin');
    const res = await ask(quote);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Pat Morgan',
      email: 'pat@example.com',
      tournamentName: 'Summer Slam',
    });
    const [mail] = await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toEmail, admin.body.email), eq(outbox.kind, 'quote_request')));
    expect(mail).toMatchObject({ kind: 'quote_request', subject: 'Tournament quote request: Summer Slam' });
    expect(mail!.textBody).toContain('we need streaming on the main field');

    const list = await call(t.app, 'GET', '/api/admin/quote-requests', admin.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toMatchObject({
      id: res.json().id,
      organization: 'Gulf Coast Softball',
      fields: '6',
    });

    const coach = await registerUser(t.app);
    expect((await call(t.app, 'GET', '/api/admin/quote-requests', coach.cookie)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/quote-requests')).statusCode).toBe(401);
  });

  it('takes only the required fields', async () => {
    const res = await ask({ name: 'Lee', email: 'lee@example.com', tournamentName: 'Fall Fest' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ organization: null, dates: null, fields: null, message: null });
  });

  it(`answers 429 after ${QUOTE_RATE_LIMIT} requests an hour from one address`, async () => {
    for (let i = 0; i < QUOTE_RATE_LIMIT; i++) expect((await ask(quote, '10.9.9.9')).statusCode).toBe(201);
    const before = (await t.app.db.select().from(quoteRequests)).length;
    const refused = await ask(quote, '10.9.9.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: M.tooManyQuotes, code: 'rate_limited' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await t.app.db.select().from(quoteRequests)).length).toBe(before);
    expect((await ask(quote, '10.9.9.10')).statusCode).toBe(201);
  });
});
