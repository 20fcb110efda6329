import { count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AdminPrograms, AdminUserDetail } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { applications, helperProfiles, jobs, sessions, teamProfiles, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { adminCreditsOfUser, adminPaymentsOfUser, paymentProgramFigures } from '../payments/admin/index.js';
import { adminReviewsOfUser } from '../reviews/review-moderation.js';
import { selectAdminJobs, toAdminHelper, toAdminJob, toAdminTeam } from './admin-lists.service.js';
import { toAdminUser } from './admin-user-list.js';

const name = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** The drawer: everything about one user, each list newest first and bounded. */
export async function userDetail(db: Db, id: number): Promise<AdminUserDetail> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound('User not found', 'user_not_found');
  const owner = { name, email: users.email, suspendedAt: users.suspendedAt };
  const [[team], [helper], sessionRows, paymentRows, reviewRows, creditFigures] = await Promise.all([
    db
      .select({
        team: teamProfiles,
        ownerName: owner.name,
        ownerEmail: owner.email,
        suspendedAt: owner.suspendedAt,
      })
      .from(teamProfiles)
      .innerJoin(users, eq(users.id, teamProfiles.userId))
      .where(eq(teamProfiles.userId, id)),
    db
      .select({ helper: helperProfiles, ...owner })
      .from(helperProfiles)
      .innerJoin(users, eq(users.id, helperProfiles.userId))
      .where(eq(helperProfiles.userId, id)),
    db
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, id))
      .orderBy(desc(sessions.lastSeenAt))
      .limit(50),
    adminPaymentsOfUser(db, id),
    adminReviewsOfUser(db, id),
    adminCreditsOfUser(db, id),
  ]);
  const jobRows = team
    ? await selectAdminJobs(db).where(eq(jobs.teamId, team.team.id)).orderBy(desc(jobs.id)).limit(100)
    : [];
  const applicationRows = helper
    ? await db
        .select({ application: applications, jobTitle: jobs.title })
        .from(applications)
        .innerJoin(jobs, eq(jobs.id, applications.jobId))
        .where(eq(applications.helperId, helper.helper.id))
        .orderBy(desc(applications.id))
        .limit(100)
    : [];
  return {
    user: toAdminUser(user),
    teamProfile: team ? toAdminTeam(team) : null,
    helperProfile: helper ? toAdminHelper(helper) : null,
    jobs: jobRows.map(toAdminJob),
    applications: applicationRows.map((r) => ({
      id: r.application.id,
      jobId: r.application.jobId,
      jobTitle: r.jobTitle,
      status: r.application.status,
      proposedRate: r.application.proposedRateCents,
      createdAt: r.application.createdAt.toISOString(),
    })),
    sessions: sessionRows.map((s) => ({
      id: s.id,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
    })),
    payments: paymentRows,
    reviews: reviewRows,
    credits: creditFigures,
  };
}

/**
 * The Loyalty & Referral Programs card. Referrals from users: signed up = users with a referrer;
 * completed = those whose first job was paid (what earns the pair their credits). Credits, fees and
 * amounts owed from the payments module's ledgers.
 */
export async function programFigures(db: Db): Promise<AdminPrograms> {
  const [[row], money] = await Promise.all([
    db
      .select({
        signedUp: count(),
        completed: sql<number>`count(*) filter (where ${users.hasCompletedFirstPaidGame})`.mapWith(Number),
      })
      .from(users)
      .where(isNotNull(users.referredBy)),
    paymentProgramFigures(db),
  ]);
  return { referralsSignedUp: row?.signedUp ?? 0, referralsCompleted: row?.completed ?? 0, ...money };
}
