import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GUARDIAN_MESSAGES, type Review } from '@sideline/shared';
import { reviews } from '../../db/schema/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { approvedTeen } from '../../../test/kits/guardian-test-kit.js';
import { job, person, review, type Person } from '../../../test/kits/review-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

/** A teen helper approved by a guardian, who can pause and resume the account. */
async function teenWithGuardian() {
  const { teen, guardian } = await approvedTeen(t);
  const asPerson: Person = {
    id: teen.user.id,
    cookie: teen.cookie,
    firstName: teen.user.firstName,
    lastName: teen.user.lastName,
    teamId: null,
    teamName: null,
    helperId: teen.helperId,
  };
  const act = async (action: 'pause' | 'resume') => {
    const res = await call(t.app, 'POST', `/api/guardian/teens/${teen.user.id}/${action}`, guardian.cookie);
    expect(res.statusCode, res.body).toBe(200);
  };
  return { teen: asPerson, pause: () => act('pause'), resume: () => act('resume') };
}

const reply = (who: Person, reviewId: number, text: string) =>
  call(t.app, 'POST', `/api/reviews/${reviewId}/reply`, who.cookie, { reply: text });
const reviewsBy = async (userId: number) =>
  t.database.db.select().from(reviews).where(eq(reviews.reviewerId, userId));

describe('a teen whose guardian paused the account', () => {
  it('publishes no review and no reply, with the refusal applying and messaging give', async () => {
    const { teen, pause, resume } = await teenWithGuardian();
    const coach = await person(t, 'team');
    const jobId = await job(t, coach, teen);
    const about = (await review(t, coach, jobId, teen, 4)).json() as Review;

    await pause();
    const refused = await review(t, teen, jobId, coach, 5);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toEqual({ message: GUARDIAN_MESSAGES.paused, code: 'guardian_paused' });
    expect(await reviewsBy(teen.id)).toEqual([]);

    // Resumed, the same review goes in, and both are published (both parties reviewed).
    await resume();
    expect((await review(t, teen, jobId, coach, 5)).statusCode).toBe(201);

    await pause();
    const silenced = await reply(teen, about.id, 'Thanks, coach!');
    expect(silenced.statusCode, silenced.body).toBe(403);
    expect(silenced.json()).toEqual({ message: GUARDIAN_MESSAGES.paused, code: 'guardian_paused' });
    const [stored] = await t.database.db.select().from(reviews).where(eq(reviews.id, about.id));
    expect(stored!.reply).toBeNull();

    await resume();
    expect((await reply(teen, about.id, 'Thanks, coach!')).statusCode).toBe(200);
  });
});
