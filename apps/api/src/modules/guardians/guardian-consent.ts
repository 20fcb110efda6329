import { and, eq, gt, sql } from 'drizzle-orm';
import {
  ageOn,
  ADULT_AGE,
  GUARDIAN_CONSENT_WORDING,
  GUARDIAN_MESSAGES,
  type GuardianConsentPreview,
  type GuardianConsentBody,
  type GuardianSignupBody,
} from '@sideline/shared';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { guardianships, users } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { hashToken } from '../../lib/tokens.js';
import type { UserRow } from '../../plugins/session.js';
import { recordAudit } from '../audit/audit.service.js';
import { createAccount } from '../accounts/account-creation.js';
import { guardianConsentGivenMail } from './guardian.emails.js';
import { admitConsentingAccount } from './guardian-consenter.js';
import { refuseOwnMailboxAsGuardian, sendGuardianRequest, startGuardianship } from './guardian-start.js';
import { isMinor, liveGuardianshipOf, todayForZip } from './guardian-state.js';

export interface GuardianDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
}

const invalidLink = () => badRequest(GUARDIAN_MESSAGES.linkInvalid, 'invalid_token');

async function requestOfToken(db: Db, token: string) {
  const [row] = await db
    .select({ request: guardianships, teen: users })
    .from(guardianships)
    .innerJoin(users, eq(users.id, guardianships.teenId))
    .where(eq(guardianships.tokenHash, hashToken(token)));
  if (!row) throw invalidLink();
  return row;
}

/** What the consent page shows: whose account, and the words to agree to. A used link says so. */
export async function previewConsent(db: Db, token: string): Promise<GuardianConsentPreview> {
  const { request, teen } = await requestOfToken(db, token);
  if (request.status === 'pending' && request.tokenExpiresAt < new Date()) throw invalidLink();
  return {
    teenFirstName: teen.firstName,
    teenLastName: teen.lastName,
    guardianEmail: request.guardianEmail,
    status: request.status,
    wording: request.consentWording ?? GUARDIAN_CONSENT_WORDING,
  };
}

type ConsentRequest = Awaited<ReturnType<typeof requestOfToken>>;

/**
 * Records the consent, once per link: the status changes from pending under the row's lock, so two
 * tabs cannot both consent, with the wording shown and the time, and the audit entry. Runs in the
 * caller's transaction, after the account is admitted; a refusal rolls all of it back.
 */
async function recordConsent(
  tx: DbOrTx,
  guardian: UserRow,
  { request, teen }: ConsentRequest,
  dateOfBirth: string | undefined,
) {
  await admitConsentingAccount(tx, guardian.id, request.guardianEmail, teen, dateOfBirth);
  const [row] = await tx
    .update(guardianships)
    .set({
      status: 'given',
      guardianId: guardian.id,
      consentWording: GUARDIAN_CONSENT_WORDING,
      consentedAt: sql`now()`,
    })
    .where(
      and(
        eq(guardianships.id, request.id),
        eq(guardianships.status, 'pending'),
        gt(guardianships.tokenExpiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!row) {
    if (request.tokenExpiresAt < new Date()) throw invalidLink();
    throw conflict(GUARDIAN_MESSAGES.linkUsed, 'consent_link_used');
  }
  await recordAudit(tx, guardian, {
    action: 'guardian.consent',
    targetType: 'user',
    targetId: teen.id,
    before: { status: 'pending' },
    after: {
      status: 'given',
      guardianId: guardian.id,
      wording: row.consentWording,
      consentedAt: row.consentedAt,
    },
  });
}

async function pendingRequestOf(db: Db, token: string): Promise<ConsentRequest> {
  const found = await requestOfToken(db, token);
  if (found.request.status !== 'pending') throw conflict(GUARDIAN_MESSAGES.linkUsed, 'consent_link_used');
  if (found.request.tokenExpiresAt < new Date()) throw invalidLink();
  return found;
}

async function tellTeen(deps: GuardianDeps, teen: UserRow, guardian: UserRow) {
  await deps.mailer.send(
    guardianConsentGivenMail(teen.email, teen, guardian, `${deps.config.publicUrl}/jobs`),
  );
}

/** The signed-in guardian gives consent (decision 27 says which accounts may). */
export async function giveConsent(deps: GuardianDeps, guardian: UserRow, body: GuardianConsentBody) {
  const { db } = deps;
  await consumeRateLimit(db, `guardian-consent:${guardian.id}`, {
    limit: 20,
    windowSeconds: 3600,
    message: 'Too many attempts. Please try again later.',
  });
  const found = await pendingRequestOf(db, body.token);
  await db.transaction((tx) => recordConsent(tx, guardian, found, body.dateOfBirth));
  await tellTeen(deps, found.teen, guardian);
  return {
    teenId: found.teen.id,
    status: 'given' as const,
    message: `Thank you. ${found.teen.firstName} can now apply for game-day jobs.`,
  };
}

/**
 * A parent without an account makes one from the link and consents in one step, in one transaction.
 * The account's email is the address the link was sent to, so it is confirmed by the link itself.
 */
export async function signUpAndConsent(deps: GuardianDeps, body: GuardianSignupBody): Promise<UserRow> {
  const found = await pendingRequestOf(deps.db, body.token);
  if (ageOn(body.dateOfBirth, await todayForZip(deps.db, body.zipCode)) < ADULT_AGE)
    throw badRequest(GUARDIAN_MESSAGES.guardianMustBeAdult, 'guardian_must_be_adult');
  const guardian = await createAccount(
    deps,
    { ...body, email: found.request.guardianEmail, role: 'guardian', emailConfirmed: true },
    (tx, created) => recordConsent(tx, created, found, undefined),
  );
  await tellTeen(deps, found.teen, guardian);
  return guardian;
}

/** A teen asks again (a lost email, another address): only while approval is still pending. */
export async function requestConsentAgain(deps: GuardianDeps, teen: UserRow, guardianEmail: string) {
  if (!(await isMinor(deps.db, teen))) throw conflict('Your account does not need a guardian.', 'conflict');
  refuseOwnMailboxAsGuardian(guardianEmail, teen.email);
  const live = await liveGuardianshipOf(deps.db, teen.id);
  if (live?.status === 'given')
    throw conflict('Your parent or guardian has already approved your account.', 'conflict');
  await consumeRateLimit(deps.db, `guardian-request:${teen.id}`, {
    limit: 5,
    windowSeconds: 3600,
    message: 'We have sent several requests already. Please try again in an hour.',
  });
  const token = await startGuardianship(deps.db, teen, guardianEmail);
  await sendGuardianRequest(deps, teen, guardianEmail, token);
  return { message: `We sent an approval link to ${guardianEmail.toLowerCase()}.` };
}
