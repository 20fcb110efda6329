import { count, eq, sql } from 'drizzle-orm';
import type { AdminSafetyQueue } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { backgroundChecks, safeSportCertificates } from '../../db/schema/index.js';
import type { BackgroundCheckConfig } from '../../config.js';
import { considerQueue } from './adverse-action.service.js';
import { pendingCertificates } from './safesport.service.js';

/**
 * Staff's safety queue (decision 0050): the oldest "consider" reports and certificates, a page of
 * each, with counts of the whole queue, so a long queue never reads as a short one.
 */
export async function safetyQueue(
  db: Db,
  config: BackgroundCheckConfig | undefined,
): Promise<AdminSafetyQueue> {
  const [checks, certificates, [checkCounts], [certificateCount]] = await Promise.all([
    considerQueue(db, config),
    pendingCertificates(db),
    db
      .select({
        consider: sql<number>`count(*) filter (where ${backgroundChecks.adverseAction} = 'none')`.mapWith(
          Number,
        ),
        awaitingFinal:
          sql<number>`count(*) filter (where ${backgroundChecks.adverseAction} = 'pre_adverse')`.mapWith(
            Number,
          ),
      })
      .from(backgroundChecks)
      .where(eq(backgroundChecks.status, 'consider')),
    db.select({ n: count() }).from(safeSportCertificates).where(eq(safeSportCertificates.status, 'pending')),
  ]);
  return {
    counts: {
      consider: checkCounts?.consider ?? 0,
      awaitingFinal: checkCounts?.awaitingFinal ?? 0,
      certificates: certificateCount?.n ?? 0,
    },
    checks,
    certificates,
  };
}
