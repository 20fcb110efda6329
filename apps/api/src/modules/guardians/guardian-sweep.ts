import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { adultOn } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { guardianships, users } from '../../db/schema/index.js';
import type { Mailer } from '../../lib/mailer.js';
import type { Config } from '../../config.js';
import { recordAudit } from '../audit/audit.service.js';
import { teenTurnedAdultMail } from './guardian.emails.js';
import { todayForZip } from './guardian-state.js';

/**
 * A teen who has turned 18 (in their own ZIP's zone) gets a normal account: the guardianship ends,
 * kept as the record of consent, and the guardian is told. Reads only guardianships still in force
 * whose teen is 18 somewhere on Earth today (the partial index and the date bound).
 */
export async function endGuardianshipsOfAdults(
  deps: { db: Db; mailer: Mailer; config: Config },
  now: Date,
): Promise<number> {
  const { db } = deps;
  const latestBirth = new Date(now.getTime() + 86_400_000);
  latestBirth.setUTCFullYear(latestBirth.getUTCFullYear() - 18);
  const due = await db
    .select({ g: guardianships, teen: users })
    .from(guardianships)
    .innerJoin(users, eq(users.id, guardianships.teenId))
    .where(
      and(
        inArray(guardianships.status, ['pending', 'given']),
        lte(users.dateOfBirth, latestBirth.toISOString().slice(0, 10)),
      ),
    );
  let ended = 0;
  for (const { g, teen } of due) {
    if (!teen.dateOfBirth || adultOn(teen.dateOfBirth) > (await todayForZip(db, teen.zipCode, now))) continue;
    const [row] = await db
      .update(guardianships)
      .set({ status: 'ended', endedAt: sql`now()`, endedReason: 'adult', pausedAt: null })
      .where(and(eq(guardianships.id, g.id), inArray(guardianships.status, ['pending', 'given'])))
      .returning();
    if (!row) continue;
    ended += 1;
    await recordAudit(db, teen, {
      action: 'guardian.ended_adult',
      targetType: 'user',
      targetId: teen.id,
      before: { status: g.status },
      after: { status: 'ended', endedReason: 'adult' },
    });
    if (g.guardianId) {
      const [guardian] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, g.guardianId));
      if (guardian)
        await deps.mailer.send(
          teenTurnedAdultMail(guardian.email, teen, `${deps.config.publicUrl}/dashboard`),
        );
    }
  }
  return ended;
}
