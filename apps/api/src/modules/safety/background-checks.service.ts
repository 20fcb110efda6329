/**
 * A helper's background check (decision 0050): started here, moved on by the provider's signed
 * webhooks, and for a "consider" report decided by staff through the FCRA adverse-action steps.
 * Every step is one conditional update, so a replayed webhook or a second click acts once.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  BACKGROUND_CHECK_VALID_YEARS,
  SAFETY_MESSAGES,
  SAFETY_REMINDER_DAYS,
  addYears,
  effectiveCheckStatus,
  isHelperRole,
  JOB_MESSAGES,
  type BackgroundCheck,
} from '@sideline/shared';
import type { BackgroundCheckConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { backgroundChecks } from '../../db/schema/index.js';
import { conflict, forbidden } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { UserRow } from '../../plugins/session.js';
import { isMinor } from '../guardians/guardian-state.js';
import { checksConfig, inviteCandidate } from './checkr-client.js';

export type CheckRow = typeof backgroundChecks.$inferSelect;

const DAY_MS = 86_400_000;

export async function latestCheck(db: Db, userId: number): Promise<CheckRow | undefined> {
  const [row] = await db
    .select()
    .from(backgroundChecks)
    .where(eq(backgroundChecks.userId, userId))
    .orderBy(desc(backgroundChecks.invitedAt), desc(backgroundChecks.id))
    .limit(1);
  return row;
}

export function toCheckView(row: CheckRow | undefined, exempt: boolean, now: Date): BackgroundCheck {
  if (!row)
    return {
      status: 'none',
      completedAt: null,
      expiresAt: null,
      invitationUrl: null,
      adverseAction: 'none',
      respondBy: null,
      exempt,
    };
  const status = effectiveCheckStatus(row.status, row.expiresAt, row.adverseAction, now);
  return {
    status,
    completedAt: row.completedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    invitationUrl: status === 'invited' ? row.invitationUrl : null,
    adverseAction: row.adverseAction,
    respondBy: row.respondBy?.toISOString() ?? null,
    exempt,
  };
}

export async function myBackgroundCheck(db: Db, user: UserRow, now: Date): Promise<BackgroundCheck> {
  return toCheckView(await latestCheck(db, user.id), await isMinor(db, user), now);
}

/** Why a new check may not start now, or null when it may. */
function refusalToStart(row: CheckRow | undefined, now: Date): string | null {
  if (!row) return null;
  const status = effectiveCheckStatus(row.status, row.expiresAt, row.adverseAction, now);
  if (status === 'invited' || status === 'pending') return SAFETY_MESSAGES.checkInProgress;
  // A clear check is renewed from the reminder on, so the passport never lapses in between.
  if (
    status === 'clear' &&
    row.expiresAt &&
    row.expiresAt.getTime() - now.getTime() > SAFETY_REMINDER_DAYS * DAY_MS
  )
    return 'Your background check is clear. You can renew it from 30 days before it lapses.';
  if (status === 'consider' && row.adverseAction !== 'final_adverse')
    return 'Your background check is with our staff. We will email you about it.';
  return null;
}

/**
 * Starts a check: the provider's candidate and invitation first (network, outside any transaction),
 * then the row; a second start racing this one meets the one-open-check index and is refused.
 */
export async function startBackgroundCheck(
  db: Db,
  config: BackgroundCheckConfig | undefined,
  user: UserRow,
  now: Date,
): Promise<BackgroundCheck> {
  if (!isHelperRole(user.role)) throw forbidden(JOB_MESSAGES.wrongAccountType, 'wrong_role');
  if (await isMinor(db, user)) throw conflict(SAFETY_MESSAGES.adultsOnly, 'background_check_adults_only');
  const provider = checksConfig(config);
  const refusal = refusalToStart(await latestCheck(db, user.id), now);
  if (refusal) throw conflict(refusal, 'background_check_in_progress');
  const invitation = await inviteCandidate(
    provider,
    { email: user.email, firstName: user.firstName, lastName: user.lastName, zipCode: user.zipCode },
    null,
  );
  try {
    await db.insert(backgroundChecks).values({
      userId: user.id,
      status: 'invited',
      candidateId: invitation.candidateId,
      invitationId: invitation.invitationId,
      invitationUrl: invitation.invitationUrl,
      invitedAt: now,
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(SAFETY_MESSAGES.checkInProgress, 'background_check_in_progress');
    throw error;
  }
  return myBackgroundCheck(db, user, now);
}

/** What a webhook changed, for the notices that follow it. */
export interface CheckChange {
  checkId: number;
  userId: number;
  status: CheckRow['status'];
}

interface ProviderEvent {
  type: string;
  data: { object: Record<string, unknown> };
}

const OPEN = ['invited', 'pending'] as const;

/**
 * One verified provider event. Conditions on the current status make replays and late, out-of-order
 * deliveries no-ops: a finished report is never moved back to pending.
 */
export async function handleProviderEvent(
  db: Db,
  event: ProviderEvent,
  now: Date,
): Promise<CheckChange | null> {
  const object = event.data.object;
  const id = typeof object.id === 'string' ? object.id : '';
  const candidateId = typeof object.candidate_id === 'string' ? object.candidate_id : '';
  const returning = {
    checkId: backgroundChecks.id,
    userId: backgroundChecks.userId,
    status: backgroundChecks.status,
  };
  let rows: CheckChange[] = [];
  if (event.type === 'invitation.completed' || event.type === 'report.created') {
    const reportId = event.type === 'report.created' ? id : String(object.report_id ?? '') || null;
    rows = await db
      .update(backgroundChecks)
      .set({ status: 'pending', ...(reportId ? { reportId } : {}) })
      .where(
        and(
          event.type === 'invitation.completed'
            ? eq(backgroundChecks.invitationId, id)
            : eq(backgroundChecks.candidateId, candidateId),
          inArray(backgroundChecks.status, [...OPEN]),
        ),
      )
      .returning(returning);
  } else if (event.type === 'report.completed' || event.type === 'report.suspended') {
    const result = event.type === 'report.suspended' ? 'suspended' : object.result;
    if (result !== 'clear' && result !== 'consider' && result !== 'suspended') return null;
    const done = result !== 'suspended';
    rows = await db
      .update(backgroundChecks)
      .set({
        status: result,
        reportId: id,
        ...(done ? { completedAt: now, expiresAt: addYears(now, BACKGROUND_CHECK_VALID_YEARS) } : {}),
      })
      .where(
        and(
          sql`(${backgroundChecks.reportId} = ${id} or ${backgroundChecks.candidateId} = ${candidateId})`,
          // A suspended report may still complete once the person answers the provider.
          inArray(backgroundChecks.status, [...OPEN, 'suspended']),
        ),
      )
      .returning(returning);
  }
  return rows[0] ?? null;
}
