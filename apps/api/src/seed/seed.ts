import { count } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';

/** Seeds the demo marketplace into an empty database; returns false when there were users already. */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  const { seedDemo } = await import('./demo.js');
  await seedDemo(db);
  return true;
}
