/**
 * An independent model of one booked card game (DESIGN decision 24, written from the decision's text,
 * not from the code under test) and the invariants the real app must keep after every step.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { todayIn } from '@sideline/shared';
import { applications, cardHolds, jobs, messages, payments } from '../../src/db/schema/index.js';
import type { FakeStripe } from './card-test-kit.js';
import type { TestApp } from '../test-app.js';

export const HOUR = 3_600_000;
export const PAY_CENTS = 6_000;
export const FULL_HOLD_CENTS = 6_600;
/** The default policy's floors: 50% of the pay once free cancellation has ended, and 10% on top. */
export const FEE_CHARGE_CENTS = 3_300;
export const ZONE = 'America/New_York';

export interface BookingModel {
  now: Date;
  jobId: number;
  startsAt: Date;
  endsAt: Date;
  status: 'assigned' | 'rescheduling' | 'completed' | 'cancelled' | 'open';
  feeCents: number;
  noShow: null | { status: 'reported' | 'contested' | 'upheld' | 'overturned'; contestBy: Date };
  completedAt: Date | null;
  dispute: 'none' | 'open' | 'capture' | 'release';
  proposal: { startsAt: Date; endsAt: Date } | null;
  /** Guarantees replaced when the helper took a new time. */
  moved: number;
}

export interface World {
  t: TestApp;
  fake: FakeStripe;
  teenUserId: number;
  teenHelperId: number;
}

export const venueDate = (at: Date) => todayIn(ZONE, at);
export const started = (m: BookingModel) => m.now >= m.startsAt;
export const booked = (m: BookingModel) => m.status === 'assigned' || m.status === 'rescheduling';
/** The helper worked the game: the team completed it, or an admin overturned its no-show. */
export const worked = (m: BookingModel) => m.status === 'completed';
const paidNow = (m: BookingModel) =>
  worked(m) &&
  (m.dispute === 'capture' ||
    (m.dispute === 'none' &&
      (m.noShow?.status === 'overturned' || m.now.getTime() >= m.completedAt!.getTime() + 24 * HOUR)));
const noShowReleased = (m: BookingModel) =>
  m.noShow !== null &&
  (m.noShow.status === 'upheld' || (m.noShow.status === 'reported' && m.now >= m.noShow.contestBy));

/** What the guarantee may be now: a capture of this much, or a release, or still open. */
function allowedEnds(m: BookingModel): { capture: number | null; release: boolean } {
  if (worked(m)) return { capture: paidNow(m) ? FULL_HOLD_CENTS : null, release: m.dispute === 'release' };
  if (m.status === 'cancelled' && m.noShow) return { capture: null, release: noShowReleased(m) };
  if (m.status === 'cancelled')
    return m.feeCents > 0 ? { capture: FEE_CHARGE_CENTS, release: false } : { capture: null, release: true };
  if (m.status === 'open') return { capture: null, release: true };
  return { capture: null, release: false };
}

async function holdsOf(w: World, jobId: number) {
  return w.t.database.db.select().from(cardHolds).where(eq(cardHolds.jobId, jobId)).orderBy(cardHolds.id);
}

/** Captured amounts and platform fees at the provider, for the job's guarantees. */
function capturedAtProvider(
  w: World,
  holds: { intentId: string | null; payCents: number; platformFeeCents: number }[],
) {
  let charged = 0;
  let fees = 0;
  const seen = new Set<string>();
  for (const request of w.fake.requests) {
    // A retried request under the same idempotency key is one charge at the provider.
    if (request.idempotencyKey) {
      if (seen.has(request.idempotencyKey)) continue;
      seen.add(request.idempotencyKey);
    }
    const match = /^\/v1\/payment_intents\/([^/]+)\/capture$/.exec(request.path);
    const hold = match && holds.find((h) => h.intentId === match[1]);
    if (request.method !== 'POST' || !hold) continue;
    // A part (a cancellation fee) names its amounts; a whole capture takes the hold as it was placed.
    charged += Number(request.form.amount_to_capture ?? hold.payCents + hold.platformFeeCents);
    fees += Number(request.form.application_fee_amount ?? hold.platformFeeCents);
  }
  return { charged, fees };
}

/**
 * After every step: nothing captured or released outside the table; a helper who worked is paid in
 * full once due (`swept`: the guarantee's sweep has just run at this instant); the money balances;
 * a teen without consent has applied, messaged and been booked nowhere.
 */
export async function checkInvariants(w: World, m: BookingModel, swept: boolean): Promise<void> {
  const holds = await holdsOf(w, m.jobId);
  for (const old of holds.slice(0, -1)) expect(old.status, 'a replaced guarantee').toBe('released');
  const hold = holds.at(-1)!;
  const ends = allowedEnds(m);
  const [job] = await w.t.database.db.select().from(jobs).where(eq(jobs.id, m.jobId));
  expect(job!.status === 'paid' ? 'completed' : job!.status, 'the job follows the model').toBe(m.status);
  if (hold.status === 'released') expect(ends.release, 'released only where the table releases').toBe(true);
  const cardPayments = await w.t.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.jobId, m.jobId), eq(payments.method, 'card')));
  if (hold.status === 'captured') {
    expect(ends.capture, 'captured only where the table captures').not.toBeNull();
    expect(cardPayments.map((p) => p.totalCents)).toEqual([ends.capture]);
  }
  if (swept && ends.capture !== null && hold.status !== 'failed') {
    expect(hold.status, 'due money is charged').toBe('captured');
  }
  if (worked(m) && paidNow(m)) {
    // A helper who worked is paid in full: the whole pay goes to them.
    expect(cardPayments.map((p) => p.payCents)).toEqual([PAY_CENTS]);
  }
  // Money balances: what the provider charged is what the ledger recorded, pay plus the platform's fee.
  const provider = capturedAtProvider(w, holds);
  const ledger = cardPayments.reduce(
    (sum, p) => ({ charged: sum.charged + p.totalCents, fees: sum.fees + p.platformFeeCents }),
    { charged: 0, fees: 0 },
  );
  expect(provider, 'charges = transfers + fees (no platform-funded credit on a guarantee)').toEqual(ledger);
  // Platform-funded credits never exceed the fees the platform collected (decision 26).
  const [totals] = await w.t.database.db
    .select({
      credits: sql<number>`coalesce(sum(${payments.freeGameDiscountCents}), 0)::int`,
      fees: sql<number>`coalesce(sum(${payments.platformFeeCents}), 0)::int`,
    })
    .from(payments)
    .where(eq(payments.status, 'completed'));
  expect(Number(totals!.credits)).toBeLessThanOrEqual(Number(totals!.fees));
  // The teen whose guardian never consented is nowhere.
  const teenApplications = await w.t.database.db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.helperId, w.teenHelperId));
  const teenMessages = await w.t.database.db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.senderId, w.teenUserId));
  const teenBookings = await w.t.database.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.helperId, w.teenHelperId), inArray(jobs.status, ['assigned', 'rescheduling'])));
  expect([teenApplications, teenMessages, teenBookings]).toEqual([[], [], []]);
}
