import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Review } from '@sideline/shared';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  completedDaysAgo,
  job,
  listAbout,
  person,
  review,
  type Person,
} from '../../../test/kits/review-test-kit.js';

let t: TestApp;
let coach: Person;
let helper: Person;
beforeAll(async () => {
  t = await createTestApp();
  coach = await person(t, 'team');
  helper = await person(t, 'helper');
});
afterAll(() => t.close());

const reply = (who: Person | null, reviewId: number, text: unknown) =>
  call(t.app, 'POST', `/api/reviews/${reviewId}/reply`, who?.cookie, { reply: text });

describe('POST /api/reviews/{id}/reply', () => {
  it('lets the reviewee answer a public review once, shown under it', async () => {
    const jobId = await job(t, coach, helper);
    const about = (
      await review(t, coach, jobId, helper, 3, { comment: 'Missed the first inning.' })
    ).json() as Review;
    const blind = await reply(helper, about.id, 'Traffic on I-75, sorry!');
    expect([blind.statusCode, blind.json().code]).toEqual([409, 'review_not_public']);

    await review(t, helper, jobId, coach, 5);
    const listed = (await listAbout(t, helper.id, helper)).json() as Review[];
    expect(listed[0]).toMatchObject({ id: about.id, canReply: true, reply: null });
    expect(((await listAbout(t, helper.id, coach)).json() as Review[])[0]?.canReply).toBe(false);
    expect(((await listAbout(t, helper.id)).json() as Review[])[0]?.canReply).toBe(false);

    const res = await reply(helper, about.id, '  Traffic on I-75, sorry! I stayed late to make it up.  ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      reply: 'Traffic on I-75, sorry! I stayed late to make it up.',
      canReply: false,
    });
    expect(((await listAbout(t, helper.id)).json() as Review[])[0]).toMatchObject({
      reply: 'Traffic on I-75, sorry! I stayed late to make it up.',
      repliedAt: expect.any(String),
    });
    const again = await reply(helper, about.id, 'One more thing');
    expect([again.statusCode, again.json().code]).toEqual([409, 'already_replied']);
  });

  it('refuses anyone but the reviewee, and bad replies', async () => {
    const jobId = await job(t, coach, helper);
    const about = (await review(t, coach, jobId, helper, 4)).json() as Review;
    await completedDaysAgo(t, jobId, 15);
    expect((await reply(coach, about.id, 'Thanks')).json().code).toBe('not_reviewee');
    expect((await reply(null, about.id, 'Thanks')).statusCode).toBe(401);
    expect((await reply(helper, 2_000_000_000, 'Thanks')).json().code).toBe('review_not_found');
    for (const bad of ['', '   ', 'x'.repeat(501), 42, 'nul\u0000']) {
      expect((await reply(helper, about.id, bad)).statusCode).toBe(400);
    }
    // The window closed with one review: replying publishes it first (decided at read time), then answers.
    const ok = await reply(helper, about.id, 'x'.repeat(500));
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
