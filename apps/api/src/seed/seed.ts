import { count } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import type { Storage } from '../lib/storage.js';

/** Seeds the demo marketplace into an empty database; returns false when there were users already. */
export async function seedDemoIfEmpty(db: Db, storage?: Storage): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  const { seedDemo } = await import('./demo.js');
  await seedDemo(db, storage);
  return true;
}
