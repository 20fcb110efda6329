/**
 * SafeSport training (decision 0050): the helper uploads the certificate (a PDF or an image, through
 * the upload checks) with its completion date; it is valid SAFESPORT_VALID_YEARS; staff verify it.
 * The file is private: stored under a key no public route serves, and sent to staff as a download.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  addYearsToDay,
  effectiveSafeSportStatus,
  isHelperRole,
  JOB_MESSAGES,
  SAFESPORT_VALID_YEARS,
  SAFETY_MESSAGES,
  type AdminSafeSport,
  type SafeSport,
} from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { safeSportCertificates, users } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { Storage } from '../../lib/storage.js';
import type { UserRow } from '../../plugins/session.js';
import { recordAudit } from '../audit/audit.service.js';
import { checkPdf, type DocumentType } from '../uploads/document-sniff.js';
import { normalizeImage } from '../uploads/image-normalize.js';

type CertificateRow = typeof safeSportCertificates.$inferSelect;

const toView = (row: CertificateRow | undefined, today: string): SafeSport =>
  row
    ? {
        status: effectiveSafeSportStatus(row.status, row.expiresOn, today),
        completedOn: row.completedOn,
        expiresOn: row.expiresOn,
        submittedAt: row.submittedAt.toISOString(),
        note: row.note,
      }
    : { status: 'none', completedOn: null, expiresOn: null, submittedAt: null, note: null };

export async function mySafeSport(db: Db, userId: number, today: string): Promise<SafeSport> {
  const [row] = await db
    .select()
    .from(safeSportCertificates)
    .where(eq(safeSportCertificates.userId, userId))
    .orderBy(desc(safeSportCertificates.submittedAt), desc(safeSportCertificates.id))
    .limit(1);
  return toView(row, today);
}

/** Checks the date, stores the file under a private key and queues the certificate for staff. */
export async function submitCertificate(
  deps: { db: Db; storage: Storage },
  user: UserRow,
  file: { bytes: Buffer; type: DocumentType },
  completedOn: string,
  today: string,
  now: Date,
): Promise<SafeSport> {
  if (!isHelperRole(user.role)) throw forbidden(JOB_MESSAGES.wrongAccountType, 'wrong_role');
  if (completedOn > today) throw badRequest(SAFETY_MESSAGES.completedOnFuture);
  const expiresOn = addYearsToDay(completedOn, SAFESPORT_VALID_YEARS);
  if (expiresOn <= today) throw badRequest(SAFETY_MESSAGES.completedOnTooOld);
  let key: string;
  let body: Buffer;
  if (file.type === 'pdf') {
    checkPdf(file.bytes);
    key = `safesport-${randomUUID()}.pdf`;
    body = file.bytes;
  } else {
    // Re-encoded like every picture, which also drops anything hidden in the original file.
    body = (await normalizeImage(file.bytes, file.type)).data;
    key = `safesport-${randomUUID()}.webp`;
  }
  await deps.storage.put(key, body, file.type === 'pdf' ? 'application/pdf' : 'image/webp');
  try {
    await deps.db.insert(safeSportCertificates).values({
      userId: user.id,
      fileKey: key,
      fileType: file.type === 'pdf' ? 'pdf' : 'image',
      completedOn,
      expiresOn,
      submittedAt: now,
    });
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
  return mySafeSport(deps.db, user.id, today);
}

function selectCertificates(db: Db) {
  return db
    .select({
      certificate: safeSportCertificates,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(safeSportCertificates)
    .innerJoin(users, eq(users.id, safeSportCertificates.userId));
}

/** Certificates waiting for staff, oldest first. */
export async function pendingCertificates(db: Db): Promise<AdminSafeSport[]> {
  const rows = await selectCertificates(db)
    .where(eq(safeSportCertificates.status, 'pending'))
    .orderBy(asc(safeSportCertificates.submittedAt))
    .limit(100);
  return rows.map(({ certificate: c, name }) => ({
    id: c.id,
    userId: c.userId,
    name,
    completedOn: c.completedOn,
    expiresOn: c.expiresOn,
    submittedAt: c.submittedAt.toISOString(),
    fileType: c.fileType,
  }));
}

/** Staff verify or refuse a pending certificate, audited in the same transaction. */
export async function decideCertificate(
  db: Db,
  admin: UserRow,
  id: number,
  decision: 'verified' | 'rejected',
  note: string | undefined,
  now: Date,
): Promise<{ userId: number; decision: 'verified' | 'rejected'; expiresOn: string; note: string | null }> {
  return db.transaction(async (tx) => {
    const [decided] = await tx
      .update(safeSportCertificates)
      .set({ status: decision, decidedAt: now, decidedBy: admin.id, note: note || null })
      .where(and(eq(safeSportCertificates.id, id), eq(safeSportCertificates.status, 'pending')))
      .returning();
    if (!decided) {
      const [current] = await tx
        .select({ status: safeSportCertificates.status })
        .from(safeSportCertificates)
        .where(eq(safeSportCertificates.id, id));
      if (!current) throw notFound('Certificate not found', 'safesport_certificate_not_found');
      throw conflict(`This certificate is already ${current.status}.`, 'safesport_certificate_settled');
    }
    await recordAudit(tx, admin, {
      action: `safesport.${decision === 'verified' ? 'verify' : 'reject'}`,
      targetType: 'safesport_certificate',
      targetId: id,
      before: { status: 'pending' },
      after: { status: decision, note: note || null },
    });
    return { userId: decided.userId, decision, expiresOn: decided.expiresOn, note: decided.note };
  });
}

/** The certificate's file for staff. */
export async function certificateFile(db: Db, storage: Storage, id: number) {
  const [row] = await db.select().from(safeSportCertificates).where(eq(safeSportCertificates.id, id));
  if (!row) throw notFound('Certificate not found', 'safesport_certificate_not_found');
  const stored = await storage.get(row.fileKey);
  if (!stored) throw notFound('Certificate not found', 'safesport_certificate_not_found');
  return {
    ...stored,
    contentType: row.fileType === 'pdf' ? 'application/pdf' : 'image/webp',
    key: row.fileKey,
  };
}
