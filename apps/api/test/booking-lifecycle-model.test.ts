import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TestClock } from 'pg-boss';
import { startFakeStripe } from './fakes/fake-stripe.js';
import { createTestApp } from './test-app.js';
import { applyTo, gameStartingIn, helperAccount, postJob, readyTeam } from './marketplace.js';
import { accountWithRole } from './kits/admin-test-kit.js';
import { connectHelper, WEBHOOK_SECRET } from './kits/card-test-kit.js';
import { teenHelper } from './kits/guardian-test-kit.js';
import { paidHelper } from './kits/payments-test-kit.js';
import { HOUR, type BookingModel } from './kits/booking-model.js';
import {
  actions,
  by,
  commands,
  ctx,
  startOf,
  Tick,
  type Act,
  type Real,
} from './kits/booking-model-commands.js';

/**
 * Random sequences of every party's actions on one booked card game (decision 24), with the clock
 * moved across the hold's time, the free window, the start, the end and the capture, against the
 * real app and the fake card provider. The model predicts each answer; the invariants run after
 * every step. A failure prints its seed and its steps; SEQUENCES and the seed are fixed for CI.
 */
const SEQUENCES = 40;
const SEED = 4_902_049;

let closeAll: () => Promise<void>;

beforeAll(async () => {
  const fake = await startFakeStripe();
  const clock = new TestClock(new Date());
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
  const teen = await teenHelper(t);
  Object.assign(ctx, {
    world: { t, fake, teenUserId: teen.user.id, teenHelperId: teen.helperId },
    clock,
    team: await readyTeam(t.app),
    parties: {
      stranger: await readyTeam(t.app),
      otherHelper: await helperAccount(t.app),
      admin: await accountWithRole(t.app, t.database, 'admin'),
      guardian: await readyTeam(t.app),
      teen,
    },
    succeeded: new Set<string>(),
  });
  closeAll = async () => {
    await t.close();
    await fake.close();
  };
});
afterAll(() => closeAll());

let sequence = 0;
/** A card game 30 hours out (its hold placed at booking), its helper booked with a saved card. */
async function bookedCardGame(): Promise<{ model: BookingModel; real: Real }> {
  sequence += 1;
  // Each sequence lives in its own stretch of time, so no game overlaps another's.
  const now = new Date(Date.now() + sequence * 20 * 24 * HOUR);
  await ctx.clock.setTime(now);
  const helper = await paidHelper(ctx.world.t);
  await connectHelper(ctx.world.t, helper);
  const job = await postJob(ctx.world.t.app, ctx.team.cookie, {
    ...gameStartingIn(30, now),
    paysByCard: true,
  });
  const application = await applyTo(ctx.world.t.app, helper.cookie, job.id);
  const setup = await by(ctx.team.cookie, 'POST', `/api/jobs/${job.id}/card-setup`, {
    applicationId: application.id,
  });
  const setupIntentId = (setup.json().clientSecret as string).split('_secret')[0]!;
  ctx.world.fake.saveCard(setupIntentId);
  const accepted = await by(ctx.team.cookie, 'PUT', `/api/applications/${application.id}/status`, {
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
    expect([...ctx.succeeded].sort()).toEqual(
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
