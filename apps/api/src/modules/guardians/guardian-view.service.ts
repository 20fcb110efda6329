import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { GUARDIAN_MESSAGES, type GuardianTeen } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import {
  applications,
  conversationSummaries,
  guardianships,
  helperProfiles,
  jobs,
  messages,
  payments,
  teamProfiles,
  users,
} from '../../db/schema/index.js';
import { forbidden } from '../../lib/errors.js';

const other = alias(users, 'other');

/** The teens a guardian looks after (consent given, or ended by closing: the record stays visible). */
async function teensOf(db: Db, guardianId: number) {
  return db
    .select({ g: guardianships, teen: users })
    .from(guardianships)
    .innerJoin(users, eq(users.id, guardianships.teenId))
    .where(
      and(
        eq(guardianships.guardianId, guardianId),
        or(eq(guardianships.status, 'given'), eq(guardianships.endedReason, 'closed')),
      ),
    )
    .orderBy(asc(users.firstName));
}

/** 403 unless `guardianId` is the teen's approved guardian. */
export async function requireGuardianOf(db: Db, guardianId: number, teenId: number) {
  const [row] = await db
    .select()
    .from(guardianships)
    .where(and(eq(guardianships.teenId, teenId), eq(guardianships.guardianId, guardianId)));
  if (!row || row.status === 'pending' || row.endedReason === 'adult')
    throw forbidden(GUARDIAN_MESSAGES.notGuardian, 'not_guardian');
  return row;
}

/**
 * Everything the guardian view shows, for all of a guardian's teens at once: four queries whatever
 * the number of teens, each limited to the most recent rows.
 */
export async function guardianTeens(db: Db, guardianId: number): Promise<GuardianTeen[]> {
  const teens = await teensOf(db, guardianId);
  if (teens.length === 0) return [];
  const teenIds = teens.map((t) => t.teen.id);
  const [apps, threads, paid] = await Promise.all([
    db
      .select({
        teenId: helperProfiles.userId,
        id: applications.id,
        jobId: jobs.id,
        jobTitle: jobs.title,
        jobDate: jobs.jobDate,
        startTime: jobs.startTime,
        endTime: jobs.endTime,
        teamName: teamProfiles.teamName,
        status: applications.status,
        jobStatus: jobs.status,
      })
      .from(applications)
      .innerJoin(helperProfiles, eq(helperProfiles.id, applications.helperId))
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
      .where(inArray(helperProfiles.userId, teenIds))
      .orderBy(desc(jobs.jobDate))
      .limit(100),
    db
      .select({
        teenId: conversationSummaries.userId,
        otherUserId: conversationSummaries.otherUserId,
        otherFirstName: other.firstName,
        otherLastName: other.lastName,
        jobId: conversationSummaries.jobId,
        lastMessage: messages.content,
        lastAt: messages.createdAt,
      })
      .from(conversationSummaries)
      .innerJoin(messages, eq(messages.id, conversationSummaries.lastMessageId))
      .innerJoin(other, eq(other.id, conversationSummaries.otherUserId))
      .where(inArray(conversationSummaries.userId, teenIds))
      .orderBy(desc(conversationSummaries.lastMessageId))
      .limit(100),
    db
      .select({
        teenId: payments.payeeId,
        id: payments.id,
        jobId: payments.jobId,
        jobTitle: jobs.title,
        amount: payments.payCents,
        method: payments.method,
        status: payments.status,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .innerJoin(jobs, eq(jobs.id, payments.jobId))
      .where(inArray(payments.payeeId, teenIds))
      .orderBy(desc(payments.createdAt))
      .limit(100),
  ]);
  return teens.map(({ g, teen }) => ({
    id: teen.id,
    firstName: teen.firstName,
    lastName: teen.lastName,
    email: teen.email,
    consentedAt: g.consentedAt?.toISOString() ?? null,
    paused: g.pausedAt !== null,
    closed: g.endedReason === 'closed',
    applications: apps.filter((a) => a.teenId === teen.id).map(({ teenId: _, ...a }) => a),
    conversations: threads
      .filter((c) => c.teenId === teen.id)
      .map((c) => ({
        otherUserId: c.otherUserId,
        otherName: `${c.otherFirstName} ${c.otherLastName}`,
        jobId: c.jobId,
        lastMessage: c.lastMessage,
        lastAt: c.lastAt.toISOString(),
      })),
    payments: paid
      .filter((p) => p.teenId === teen.id)
      .map(({ teenId: _, createdAt, ...p }) => ({ ...p, createdAt: createdAt.toISOString() })),
  }));
}

/** One of the teen's conversations, as the guardian reads it (newest 200 messages, oldest first). */
export async function guardianThread(db: Db, guardianId: number, teenId: number, otherId: number) {
  await requireGuardianOf(db, guardianId, teenId);
  const sender = alias(users, 'sender');
  const rows = await db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      firstName: sender.firstName,
      lastName: sender.lastName,
      content: messages.content,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(sender, eq(sender.id, messages.senderId))
    .where(
      or(
        and(eq(messages.senderId, teenId), eq(messages.recipientId, otherId)),
        and(eq(messages.senderId, otherId), eq(messages.recipientId, teenId)),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(200);
  return rows.reverse().map((m) => ({
    id: m.id,
    fromTeen: m.senderId === teenId,
    senderName: `${m.firstName} ${m.lastName}`,
    content: m.content,
    createdAt: m.createdAt.toISOString(),
  }));
}
