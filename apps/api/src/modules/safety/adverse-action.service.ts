/**
 * Staff decide a "consider" report (decision 0050) the FCRA way: a pre-adverse notice with the
 * report's link and the Summary of Rights, at least ADVERSE_ACTION_BUSINESS_DAYS business days for
 * the person to answer, then the final notice; or they go ahead ("engage") and the check counts as
 * clear. Each step is one conditional update with its audit entry in the same transaction.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  ADVERSE_ACTION_BUSINESS_DAYS,
  addBusinessDays,
  SAFETY_MESSAGES,
  type AdminBackgroundCheck,
  type AdverseActionStage,
} from '@sideline/shared';
import type { BackgroundCheckConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { backgroundChecks, users } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { UserRow } from '../../plugins/session.js';
import { recordAudit } from '../audit/audit.service.js';
import { staffReportUrl } from './checkr-client.js';

export type AdverseAction = 'pre_adverse' | 'final_adverse' | 'engage';

/** The stage each action may start from, and the one it leads to. */
const STEPS: Record<AdverseAction, { from: AdverseActionStage[]; to: AdverseActionStage }> = {
  pre_adverse: { from: ['none'], to: 'pre_adverse' },
  final_adverse: { from: ['pre_adverse'], to: 'final_adverse' },
  engage: { from: ['none', 'pre_adverse'], to: 'engaged' },
};

function selectQueue(db: Db) {
  return db
    .select({
      check: backgroundChecks,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      email: users.email,
    })
    .from(backgroundChecks)
    .innerJoin(users, eq(users.id, backgroundChecks.userId));
}
type QueueRow = Awaited<ReturnType<ReturnType<typeof selectQueue>['execute']>>[number];

export const toAdminCheck = (
  row: QueueRow,
  config: BackgroundCheckConfig | undefined,
): AdminBackgroundCheck => ({
  id: row.check.id,
  userId: row.check.userId,
  name: row.name,
  email: row.email,
  status: row.check.status,
  completedAt: row.check.completedAt?.toISOString() ?? null,
  adverseAction: row.check.adverseAction,
  preAdverseAt: row.check.preAdverseAt?.toISOString() ?? null,
  respondBy: row.check.respondBy?.toISOString() ?? null,
  finalAdverseAt: row.check.finalAdverseAt?.toISOString() ?? null,
  reportUrl: staffReportUrl(config, row.check.reportId),
});

/** "Consider" reports still to decide (no step yet, or a pre-adverse notice out), oldest first. */
export async function considerQueue(db: Db, config: BackgroundCheckConfig | undefined) {
  const rows = await selectQueue(db)
    .where(
      and(
        eq(backgroundChecks.status, 'consider'),
        inArray(backgroundChecks.adverseAction, ['none', 'pre_adverse']),
      ),
    )
    .orderBy(asc(backgroundChecks.completedAt))
    .limit(100);
  return rows.map((row) => toAdminCheck(row, config));
}

export interface AdverseStep {
  check: AdminBackgroundCheck;
  action: AdverseAction;
  /** The provider's report, for the candidate's own link in the notice. */
  reportId: string | null;
}

export async function decideBackgroundCheck(
  db: Db,
  config: BackgroundCheckConfig | undefined,
  admin: UserRow,
  id: number,
  action: AdverseAction,
  note: string | undefined,
  now: Date,
): Promise<AdverseStep> {
  const step = STEPS[action];
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(backgroundChecks)
      .where(eq(backgroundChecks.id, id))
      .for('update');
    if (!current) throw notFound('Background check not found', 'background_check_not_found');
    if (current.status !== 'consider' || !step.from.includes(current.adverseAction))
      throw conflict(
        `This check is ${current.status}${current.adverseAction === 'none' ? '' : ` (${current.adverseAction.replace('_', '-')})`}: that step is not open.`,
        'background_check_settled',
      );
    if (action === 'final_adverse' && current.respondBy && current.respondBy > now)
      throw conflict(
        SAFETY_MESSAGES.adverseTooEarly(current.respondBy.toISOString().slice(0, 10)),
        'adverse_action_too_early',
      );
    const set =
      action === 'pre_adverse'
        ? {
            adverseAction: step.to,
            preAdverseAt: now,
            respondBy: addBusinessDays(now, ADVERSE_ACTION_BUSINESS_DAYS),
          }
        : action === 'final_adverse'
          ? { adverseAction: step.to, finalAdverseAt: now }
          : { adverseAction: step.to };
    await tx.update(backgroundChecks).set(set).where(eq(backgroundChecks.id, id));
    await recordAudit(tx, admin, {
      action: `background_check.${action}`,
      targetType: 'background_check',
      targetId: id,
      before: { status: current.status, adverseAction: current.adverseAction },
      after: { adverseAction: step.to, note: note || null },
    });
  });
  const [row] = await selectQueue(db).where(eq(backgroundChecks.id, id));
  return { check: toAdminCheck(row!, config), action, reportId: row!.check.reportId };
}
