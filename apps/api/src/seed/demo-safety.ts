import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { addBusinessDays, addYears, addYearsToDay } from '@sideline/shared';
import type { Db } from '../db/client.js';
import { backgroundChecks, safeSportCertificates, users } from '../db/schema/index.js';
import type { Storage } from '../lib/storage.js';
import { DEMO_DOMAIN } from './demo-people.js';

const DAY = 86_400_000;
const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** A one-page PDF standing in for a certificate, so the admin queue's download works in the demo. */
const DEMO_CERTIFICATE = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

type Check = Omit<typeof backgroundChecks.$inferInsert, 'userId' | 'candidateId' | 'invitationId'>;
type Certificate = Omit<typeof safeSportCertificates.$inferInsert, 'userId' | 'fileKey' | 'fileType'>;

/**
 * Demo helpers in every safety passport state (decision 0050), by email. The demo helper account
 * (helper@) has none, so the flow can be tried from the start with the local fake provider.
 */
function plan(now: Date): Record<string, { check?: Check; certificate?: Certificate }> {
  const completed = ago(now, 200);
  const clear: Check = {
    status: 'clear',
    invitedAt: ago(now, 205),
    completedAt: completed,
    expiresAt: addYears(completed, 2),
    reportId: 'rep_demo_clear',
  };
  const trainedOn = dayOf(ago(now, 90));
  const verified: Certificate = {
    status: 'verified',
    completedOn: trainedOn,
    expiresOn: addYearsToDay(trainedOn, 1),
    submittedAt: ago(now, 89),
    decidedAt: ago(now, 88),
  };
  const lapsedOn = dayOf(ago(now, 400));
  return {
    'marcus.johnson': { check: clear, certificate: verified },
    'priya.patel': { check: { ...clear, reportId: 'rep_demo_clear2' } },
    'ethan.nguyen': {
      check: {
        status: 'consider',
        invitedAt: ago(now, 6),
        completedAt: ago(now, 2),
        expiresAt: addYears(ago(now, 2), 2),
        reportId: 'rep_demo_consider',
      },
    },
    'sofia.ramirez': {
      check: {
        status: 'consider',
        invitedAt: ago(now, 12),
        completedAt: ago(now, 9),
        expiresAt: addYears(ago(now, 9), 2),
        reportId: 'rep_demo_pre_adverse',
        adverseAction: 'pre_adverse',
        preAdverseAt: ago(now, 3),
        respondBy: addBusinessDays(ago(now, 3), 5),
      },
    },
    'tyler.henderson': {
      check: { status: 'invited', invitedAt: ago(now, 1), invitationUrl: null },
      certificate: {
        status: 'pending',
        completedOn: dayOf(ago(now, 5)),
        expiresOn: addYearsToDay(dayOf(ago(now, 5)), 1),
        submittedAt: ago(now, 1),
      },
    },
    'aaliyah.washington': {
      check: { status: 'pending', invitedAt: ago(now, 3), reportId: 'rep_demo_pending' },
      certificate: verified,
    },
    'daniel.kim': { check: { status: 'suspended', invitedAt: ago(now, 8), reportId: 'rep_demo_suspended' } },
    'grace.oconnell': {
      check: {
        status: 'clear',
        invitedAt: ago(now, 760),
        completedAt: ago(now, 750),
        expiresAt: addYears(ago(now, 750), 2),
        reportId: 'rep_demo_expired',
      },
      certificate: {
        status: 'verified',
        completedOn: lapsedOn,
        expiresOn: addYearsToDay(lapsedOn, 1),
        submittedAt: ago(now, 399),
        decidedAt: ago(now, 398),
      },
    },
    'malik.thompson': {
      certificate: {
        status: 'rejected',
        completedOn: trainedOn,
        expiresOn: addYearsToDay(trainedOn, 1),
        submittedAt: ago(now, 20),
        decidedAt: ago(now, 19),
        note: 'The completion date could not be read.',
      },
    },
    // The demo teen: exempt from the check, trained.
    'leo.okafor': { certificate: verified },
  };
}

export async function seedDemoSafety(tx: Db, storage: Storage | undefined, now = new Date()): Promise<void> {
  const byHandle = plan(now);
  const emails = Object.keys(byHandle).map((h) => `${h}@${DEMO_DOMAIN}`);
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  let n = 0;
  for (const person of people) {
    const { check, certificate } = byHandle[person.email.split('@')[0]!]!;
    n += 1;
    if (check)
      await tx.insert(backgroundChecks).values({
        ...check,
        userId: person.id,
        candidateId: `cand_demo${n}`,
        invitationId: `inv_demo${n}`,
      });
    if (!certificate) continue;
    // A pending certificate needs its file for staff to open; without storage it is left out.
    if (certificate.status === 'pending' && !storage) continue;
    const fileKey = `safesport-${randomUUID()}.pdf`;
    if (certificate.status === 'pending') await storage!.put(fileKey, DEMO_CERTIFICATE, 'application/pdf');
    await tx
      .insert(safeSportCertificates)
      .values({ ...certificate, userId: person.id, fileKey, fileType: 'pdf' });
  }
  if (people.length !== emails.length) throw new Error('demo seed: a safety passport helper is missing');
}
