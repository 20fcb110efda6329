import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sessions } from '../../src/db/schema/index.js';
import { createTestApp, registerUser, type TestApp } from '../test-app.js';
import { changedTables, installWriteCounter } from './write-counter.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("counts every write but a session's last-seen touch, which any signed-in request may make", async () => {
  await registerUser(t.app);
  const read = await installWriteCounter(t.app.db);
  const [session] = await t.app.db.select().from(sessions).limit(1);
  const before = await read();
  await t.app.db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(sessions.id, session!.id));
  expect(changedTables(before, await read())).toEqual([]);
  await t.app.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() + 60_000) })
    .where(eq(sessions.id, session!.id));
  expect(changedTables(before, await read())).toEqual(['sessions']);
});
