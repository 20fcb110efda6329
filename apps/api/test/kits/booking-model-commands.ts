/**
 * The commands of the booking model test (test/booking-lifecycle-model.test.ts): every party's
 * request with the answer the model expects, and the clock's ticks. They read the test's parties
 * from `ctx`, which the test fills before the first sequence.
 */
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import type { TestClock } from 'pg-boss';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { jobStartsAt } from '@sideline/shared';
import { cardHolds } from '../../src/db/schema/index.js';
import { sweepCardHolds } from '../../src/modules/payments/card-holds/index.js';
import { call } from '../test-app.js';
import { gameStartingIn } from '../marketplace.js';
import type { Team } from './payments-test-kit.js';
import {
  booked,
  checkInvariants,
  HOUR,
  started,
  venueDate,
  worked,
  ZONE,
  type BookingModel,
  type World,
} from './booking-model.js';

export const ctx = {} as {
  world: World;
  clock: TestClock;
  team: Team;
  parties: Record<'stranger' | 'otherHelper' | 'admin' | 'guardian' | 'teen', { cookie: string }>;
  succeeded: Set<string>;
};

export interface Real {
  helper: { cookie: string; user: { id: number } };
}
type Expect = 'ok' | 'refused' | number;
const ok = (res: LightMyRequestResponse) => res.statusCode >= 200 && res.statusCode < 300;

/** One party's request, the answer the model expects, and what it changes when it succeeds. */
export class Act implements fc.AsyncCommand<BookingModel, Real> {
  constructor(
    readonly name: string,
    readonly expected: (m: BookingModel) => Expect,
    readonly send: (m: BookingModel, r: Real) => Promise<LightMyRequestResponse>,
    readonly apply: (m: BookingModel) => void = () => undefined,
  ) {}
  check = () => true;
  async run(m: BookingModel, r: Real): Promise<void> {
    const want = this.expected(m);
    const res = await this.send(m, r);
    const detail = `${this.name} at ${m.now.toISOString()} (${m.status}): ${res.statusCode} ${res.body}`;
    if (want === 'ok') expect(ok(res), detail).toBe(true);
    else if (want === 'refused') expect(res.statusCode, detail).toBeGreaterThanOrEqual(400);
    else expect(res.statusCode, detail).toBe(want);
    expect(res.statusCode, detail).toBeLessThan(500);
    if (ok(res)) {
      this.apply(m);
      ctx.succeeded.add(this.name);
    }
    await checkInvariants(ctx.world, m, false);
  }
  toString = () => this.name;
}

export class Tick implements fc.AsyncCommand<BookingModel, Real> {
  constructor(readonly hours: number) {}
  check = () => true;
  async run(m: BookingModel): Promise<void> {
    m.now = new Date(m.now.getTime() + this.hours * HOUR);
    await ctx.clock.setTime(m.now);
    await sweepCardHolds(ctx.world.t.app, m.now);
    await checkInvariants(ctx.world, m, true);
  }
  toString = () => `tick ${this.hours}h`;
}

const jobUrl = (m: BookingModel, rest = '') => `/api/jobs/${m.jobId}${rest}`;
export const by = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
  call(ctx.world.t.app, method, url, cookie, body);
const reportId = async (m: BookingModel) =>
  ((await by(ctx.team.cookie, 'GET', jobUrl(m, '/no-show'))).json().report?.id as number | undefined) ??
  999_999_999;
const holdId = async (m: BookingModel) => {
  const rows = await ctx.world.t.database.db.select().from(cardHolds).where(eq(cardHolds.jobId, m.jobId));
  return Math.max(...rows.map((row) => row.id));
};
const aDayAfter = (at: Date) => gameStartingIn(24, at);
export const startOf = (times: { jobDate: string; startTime: string }) =>
  jobStartsAt(times.jobDate, times.startTime, ZONE);

export const tick = fc.constantFrom(1, 3, 7, 13, 25, 49).map((h) => new Tick(h));
export const actions = [
  fc.record({ reason: fc.constantFrom('other', 'weather'), arrived: fc.boolean() }).map(
    ({ reason, arrived }) =>
      new Act(
        `team cancels (${reason}${arrived ? ', helper arrived' : ''})`,
        (m) => (m.status === 'open' || (booked(m) && !started(m)) ? 'ok' : 409),
        (m) => by(ctx.team.cookie, 'POST', jobUrl(m, '/cancel'), { reason, helperArrived: arrived }),
        (m) => {
          const late = m.startsAt.getTime() - m.now.getTime() < 24 * HOUR;
          m.feeCents = booked(m) && late ? 3_000 : 0;
          m.status = 'cancelled';
        },
      ),
  ),
  fc.constant(
    new Act(
      "helper can't make it",
      // Booked and started: 409; otherwise refused as no longer (or not yet again) booked.
      (m) => (m.status === 'assigned' ? (started(m) ? 409 : 'ok') : 'refused'),
      (m, r) => by(r.helper.cookie, 'POST', jobUrl(m, '/booking/withdraw')),
      (m) => void (m.status = 'open'),
    ),
  ),
  fc.constantFrom('stranger', 'otherHelper', 'guardian', 'teen').map(
    (who) =>
      new Act(
        `${who} tries to cancel`,
        () => 403,
        (m) => by(ctx.parties[who].cookie, 'POST', jobUrl(m, '/cancel'), {}),
      ),
  ),
  fc.constant(
    new Act(
      'team completes',
      (m) => (m.status === 'assigned' && venueDate(m.startsAt) <= venueDate(m.now) ? 'ok' : 409),
      (m) => by(ctx.team.cookie, 'PUT', jobUrl(m, '/complete')),
      (m) => {
        m.status = 'completed';
        m.completedAt = m.now;
      },
    ),
  ),
  fc.constant(
    new Act(
      'team reports a no-show',
      (m) => (m.status === 'assigned' && started(m) ? 'ok' : 409),
      (m) => by(ctx.team.cookie, 'POST', jobUrl(m, '/no-show')),
      (m) => {
        m.status = 'cancelled';
        m.noShow = { status: 'reported', contestBy: new Date(m.now.getTime() + 48 * HOUR) };
      },
    ),
  ),
  fc.constant(
    new Act(
      'helper contests',
      (m) => (!m.noShow ? 404 : m.noShow.status === 'reported' && m.now < m.noShow.contestBy ? 'ok' : 409),
      (m, r) =>
        by(r.helper.cookie, 'POST', jobUrl(m, '/no-show/contest'), { reason: 'I kept the whole book.' }),
      (m) => void (m.noShow!.status = 'contested'),
    ),
  ),
  fc.constantFrom('upheld', 'overturned').map(
    (decision) =>
      new Act(
        `admin decides ${decision}`,
        (m) => (!m.noShow ? 404 : m.noShow.status === 'contested' ? 'ok' : 409),
        async (m) =>
          by(ctx.parties.admin.cookie, 'POST', `/api/admin/no-shows/${await reportId(m)}/decide`, {
            decision,
          }),
        (m) => {
          m.noShow!.status = decision;
          if (decision === 'overturned') {
            m.status = 'completed';
            m.completedAt = m.now;
          }
        },
      ),
  ),
  fc.constant(
    new Act(
      'stranger decides a no-show',
      () => 403,
      async (m) =>
        by(ctx.parties.stranger.cookie, 'POST', `/api/admin/no-shows/${await reportId(m)}/decide`, {}),
    ),
  ),
  fc.constant(
    new Act(
      'team proposes a new time',
      (m) => (m.status === 'assigned' && m.now < m.endsAt ? 'ok' : 409),
      (m) =>
        by(
          ctx.team.cookie,
          'POST',
          jobUrl(m, '/reschedule'),
          aDayAfter(m.now > m.startsAt ? m.now : m.startsAt),
        ),
      (m) => {
        const startsAt = startOf(aDayAfter(m.now > m.startsAt ? m.now : m.startsAt));
        m.proposal = { startsAt, endsAt: new Date(startsAt.getTime() + 2 * HOUR) };
        m.status = 'rescheduling';
      },
    ),
  ),
  fc.constantFrom('accept', 'decline').map(
    (answer) =>
      new Act(
        `helper answers ${answer}`,
        (m) =>
          m.status !== 'rescheduling'
            ? 409
            : answer === 'accept' && m.proposal!.startsAt <= m.now
              ? 409
              : 'ok',
        (m, r) => by(r.helper.cookie, 'POST', jobUrl(m, `/reschedule/${answer}`)),
        (m) => {
          if (answer === 'accept') {
            m.startsAt = m.proposal!.startsAt;
            m.endsAt = m.proposal!.endsAt;
            m.moved += 1;
            m.status = 'assigned';
          } else m.status = 'open';
          m.proposal = null;
        },
      ),
  ),
  fc.constant(
    new Act(
      'team disputes the charge',
      (m) =>
        worked(m) &&
        m.noShow === null &&
        m.dispute === 'none' &&
        m.now.getTime() < m.completedAt!.getTime() + 24 * HOUR
          ? 'ok'
          : 'refused',
      (m) =>
        by(ctx.team.cookie, 'POST', jobUrl(m, '/card-hold/dispute'), {
          reason: 'The helper left at halftime.',
        }),
      (m) => void (m.dispute = 'open'),
    ),
  ),
  fc.constantFrom('capture', 'release').map(
    (action) =>
      new Act(
        `admin resolves by ${action}`,
        (m) => (m.dispute === 'open' ? 'ok' : 404),
        async (m) =>
          by(ctx.parties.admin.cookie, 'POST', `/api/admin/card-holds/${await holdId(m)}/resolve`, {
            action,
          }),
        (m) => void (m.dispute = action),
      ),
  ),
  fc.constant(
    new Act(
      'the teen without consent applies and messages the team',
      () => 'refused',
      async (m) => {
        const message = await by(ctx.parties.teen.cookie, 'POST', '/api/messages', {
          recipientId: ctx.team.user.id,
          jobId: m.jobId,
          content: 'Can I keep the book?',
        });
        expect(message.statusCode, message.body).toBeGreaterThanOrEqual(400);
        return by(ctx.parties.teen.cookie, 'POST', '/api/applications', { jobId: m.jobId });
      },
    ),
  ),
];
/**
 * How often each is drawn: time moves most, and cancelling (which ends a booking early) is rare, so
 * sequences reach the start, the end, the capture and the no-show's contest window.
 */
const WEIGHTS = [1, 1, 1, 3, 3, 3, 3, 1, 1, 2, 3, 3, 1];
export const commands = [
  fc.oneof(
    { arbitrary: tick, weight: 8 },
    ...actions.map((arbitrary, i) => ({
      arbitrary: arbitrary as fc.Arbitrary<fc.AsyncCommand<BookingModel, Real>>,
      weight: WEIGHTS[i]!,
    })),
  ),
];
