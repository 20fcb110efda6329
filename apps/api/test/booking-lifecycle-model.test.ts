import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TestClock } from 'pg-boss';
import { eq } from 'drizzle-orm';
import { jobStartsAt } from '@sideline/shared';
import { cardHolds } from '../src/db/schema/index.js';
import type { LightMyRequestResponse } from 'fastify';
import { sweepCardHolds } from '../src/modules/payments/card-hold-sweep.js';
import { startFakeStripe } from '../src/modules/payments/fake-stripe.js';
import { call, createTestApp } from './test-app.js';
import { applyTo, gameStartingIn, helperAccount, postJob, readyTeam } from './marketplace.js';
import { accountWithRole } from './kits/admin-test-kit.js';
import { connectHelper, WEBHOOK_SECRET } from './kits/card-test-kit.js';
import { teenHelper } from './kits/guardian-test-kit.js';
import { paidHelper, type Team } from './kits/payments-test-kit.js';
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
} from './kits/booking-model.js';

/**
 * Random sequences of every party's actions on one booked card game (decision 24), with the clock
 * moved across the hold's time, the free window, the start, the end and the capture, against the
 * real app and the fake card provider. The model predicts each answer; the invariants run after
 * every step. A failure prints its seed and its steps; SEQUENCES and the seed are fixed for CI.
 */
const SEQUENCES = 40;
const SEED = 4_902_049;

let world: World;
let clock: TestClock;
let team: Team;
let parties: Record<'stranger' | 'otherHelper' | 'admin' | 'guardian' | 'teen', { cookie: string }>;
let teen: Awaited<ReturnType<typeof teenHelper>>;
let closeAll: () => Promise<void>;

beforeAll(async () => {
  const fake = await startFakeStripe();
  clock = new TestClock(new Date());
  const t = await createTestApp(
    {
      registerRateLimit: 10_000,
      loginRateLimit: 10_000,
      stripe: {
        secretKey: 'sk_test_fake',
        webhookSecret: WEBHOOK_SECRET,
        publishableKey: 'pk_test_fake',
        apiUrl: fake.url,
      },
    },
    { clock },
  );
  teen = await teenHelper(t);
  world = { t, fake, teenUserId: teen.user.id, teenHelperId: teen.helperId };
  team = await readyTeam(t.app);
  parties = {
    stranger: await readyTeam(t.app),
    otherHelper: await helperAccount(t.app),
    admin: await accountWithRole(t.app, t.database, 'admin'),
    guardian: await readyTeam(t.app),
    teen,
  };
  closeAll = async () => {
    await t.close();
    await fake.close();
  };
});
afterAll(() => closeAll());

interface Real {
  helper: { cookie: string; user: { id: number } };
}
type Expect = 'ok' | 'refused' | number;
const ok = (res: LightMyRequestResponse) => res.statusCode >= 200 && res.statusCode < 300;

/** One party's request, the answer the model expects, and what it changes when it succeeds. */
class Act implements fc.AsyncCommand<BookingModel, Real> {
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
      succeeded.add(this.name);
    }
    await checkInvariants(world, m, false);
  }
  toString = () => this.name;
}

class Tick implements fc.AsyncCommand<BookingModel, Real> {
  constructor(readonly hours: number) {}
  check = () => true;
  async run(m: BookingModel): Promise<void> {
    m.now = new Date(m.now.getTime() + this.hours * HOUR);
    await clock.setTime(m.now);
    await sweepCardHolds(world.t.app, m.now);
    await checkInvariants(world, m, true);
  }
  toString = () => `tick ${this.hours}h`;
}

const jobUrl = (m: BookingModel, rest = '') => `/api/jobs/${m.jobId}${rest}`;
const by = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
  call(world.t.app, method, url, cookie, body);
const reportId = async (m: BookingModel) =>
  ((await by(team.cookie, 'GET', jobUrl(m, '/no-show'))).json().report?.id as number | undefined) ??
  999_999_999;
const holdId = async (m: BookingModel) => {
  const rows = await world.t.database.db.select().from(cardHolds).where(eq(cardHolds.jobId, m.jobId));
  return Math.max(...rows.map((row) => row.id));
};
const aDayAfter = (at: Date) => gameStartingIn(24, at);
const startOf = (times: { jobDate: string; startTime: string }) =>
  jobStartsAt(times.jobDate, times.startTime, ZONE);

const tick = fc.constantFrom(1, 3, 7, 13, 25, 49).map((h) => new Tick(h));
const actions = [
  fc.record({ reason: fc.constantFrom('other', 'weather'), arrived: fc.boolean() }).map(
    ({ reason, arrived }) =>
      new Act(
        `team cancels (${reason}${arrived ? ', helper arrived' : ''})`,
        (m) => (m.status === 'open' || (booked(m) && !started(m)) ? 'ok' : 409),
        (m) => by(team.cookie, 'POST', jobUrl(m, '/cancel'), { reason, helperArrived: arrived }),
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
        (m) => by(parties[who].cookie, 'POST', jobUrl(m, '/cancel'), {}),
      ),
  ),
  fc.constant(
    new Act(
      'team completes',
      (m) => (m.status === 'assigned' && venueDate(m.startsAt) <= venueDate(m.now) ? 'ok' : 409),
      (m) => by(team.cookie, 'PUT', jobUrl(m, '/complete')),
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
      (m) => by(team.cookie, 'POST', jobUrl(m, '/no-show')),
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
          by(parties.admin.cookie, 'POST', `/api/admin/no-shows/${await reportId(m)}/decide`, { decision }),
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
      async (m) => by(parties.stranger.cookie, 'POST', `/api/admin/no-shows/${await reportId(m)}/decide`, {}),
    ),
  ),
  fc.constant(
    new Act(
      'team proposes a new time',
      (m) => (m.status === 'assigned' && m.now < m.endsAt ? 'ok' : 409),
      (m) =>
        by(team.cookie, 'POST', jobUrl(m, '/reschedule'), aDayAfter(m.now > m.startsAt ? m.now : m.startsAt)),
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
        by(team.cookie, 'POST', jobUrl(m, '/card-hold/dispute'), { reason: 'The helper left at halftime.' }),
      (m) => void (m.dispute = 'open'),
    ),
  ),
  fc.constantFrom('capture', 'release').map(
    (action) =>
      new Act(
        `admin resolves by ${action}`,
        (m) => (m.dispute === 'open' ? 'ok' : 404),
        async (m) =>
          by(parties.admin.cookie, 'POST', `/api/admin/card-holds/${await holdId(m)}/resolve`, { action }),
        (m) => void (m.dispute = action),
      ),
  ),
  fc.constant(
    new Act(
      'the teen without consent applies and messages the team',
      () => 'refused',
      async (m) => {
        const message = await by(parties.teen.cookie, 'POST', '/api/messages', {
          recipientId: team.user.id,
          jobId: m.jobId,
          content: 'Can I keep the book?',
        });
        expect(message.statusCode, message.body).toBeGreaterThanOrEqual(400);
        return by(parties.teen.cookie, 'POST', '/api/applications', { jobId: m.jobId });
      },
    ),
  ),
];
/**
 * How often each is drawn: time moves most, and cancelling (which ends a booking early) is rare, so
 * sequences reach the start, the end, the capture and the no-show's contest window.
 */
const WEIGHTS = [1, 1, 1, 3, 3, 3, 3, 1, 1, 2, 3, 3, 1];
const commands = [
  fc.oneof(
    { arbitrary: tick, weight: 8 },
    ...actions.map((arbitrary, i) => ({
      arbitrary: arbitrary as fc.Arbitrary<fc.AsyncCommand<BookingModel, Real>>,
      weight: WEIGHTS[i]!,
    })),
  ),
];

/** Which actions succeeded somewhere in the run: the run must have reached every corner it claims to. */
const succeeded = new Set<string>();
let sequence = 0;
/** A card game 30 hours out (its hold placed at booking), its helper booked with a saved card. */
async function bookedCardGame(): Promise<{ model: BookingModel; real: Real }> {
  sequence += 1;
  // Each sequence lives in its own stretch of time, so no game overlaps another's.
  const now = new Date(Date.now() + sequence * 20 * 24 * HOUR);
  await clock.setTime(now);
  const helper = await paidHelper(world.t);
  await connectHelper(world.t, helper);
  const job = await postJob(world.t.app, team.cookie, { ...gameStartingIn(30, now), paysByCard: true });
  const application = await applyTo(world.t.app, helper.cookie, job.id);
  const setup = await by(team.cookie, 'POST', `/api/jobs/${job.id}/card-setup`, {
    applicationId: application.id,
  });
  const setupIntentId = (setup.json().clientSecret as string).split('_secret')[0]!;
  world.fake.saveCard(setupIntentId);
  const accepted = await by(team.cookie, 'PUT', `/api/applications/${application.id}/status`, {
    status: 'accepted',
    setupIntentId,
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const startsAt = startOf(job);
  const model: BookingModel = {
    now,
    jobId: job.id,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 2 * HOUR),
    status: 'assigned',
    feeCents: 0,
    noShow: null,
    completedAt: null,
    dispute: 'none',
    proposal: null,
    moved: 0,
  };
  return { model, real: { helper } };
}

/** The command of that name, drawn from its arbitrary. */
const pick = (name: string) =>
  actions
    .flatMap((arbitrary) => fc.sample(arbitrary as fc.Arbitrary<Act>, { numRuns: 40, seed: 1 }))
    .find((command) => command.toString() === name)!;
/**
 * Paths random runs reach too rarely, walked first in every run: a no-show overturned, upheld and
 * left to lapse; a late cancel; a cancel after the start refused, then the game completed and paid.
 */
const SCENARIOS = [
  ['admin decides overturned', 'admin decides upheld'].map((decision) => [
    new Tick(25),
    new Tick(7),
    pick('team reports a no-show'),
    pick('helper contests'),
    new Tick(3),
    pick(decision),
    new Tick(1),
  ]),
  [[new Tick(25), new Tick(7), pick('team reports a no-show'), new Tick(49), new Tick(1)]],
  [[new Tick(13), pick('team cancels (other)'), new Tick(1)]],
  [
    [
      new Tick(13),
      pick('team proposes a new time'),
      pick('helper answers accept'),
      new Tick(49),
      new Tick(7),
    ],
  ],
  [[new Tick(1), pick('team proposes a new time'), pick('helper answers decline'), new Tick(1)]],
  [
    [
      new Tick(25),
      new Tick(7),
      pick('team cancels (weather, helper arrived)'),
      pick('team completes'),
      new Tick(25),
    ],
  ],
  [
    [
      new Tick(25),
      new Tick(7),
      pick('team completes'),
      pick('team disputes the charge'),
      pick('admin resolves by capture'),
    ],
  ],
].flat();

describe('one booking lifecycle, every party, the clock moving', () => {
  it('keeps its promises after every step of random sequences', { timeout: 300_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 30, size: 'max' }), async (steps) => {
        const setup = await bookedCardGame();
        await fc.asyncModelRun(() => setup, steps);
      }),
      {
        seed: SEED,
        numRuns: SEQUENCES,
        endOnFailure: true,
        verbose: 1,
        examples: SCENARIOS.map((steps) => [steps] as [Iterable<fc.AsyncCommand<BookingModel, Real>>]),
      },
    );
    expect([...succeeded].sort()).toEqual(
      expect.arrayContaining([
        'admin decides overturned',
        'admin decides upheld',
        'admin resolves by capture',
        'helper answers accept',
        'helper answers decline',
        'helper contests',
        "helper can't make it",
        'team cancels (other)',
        'team completes',
        'team disputes the charge',
        'team reports a no-show',
      ]),
    );
  });
});
