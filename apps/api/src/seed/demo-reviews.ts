/**
 * Reviews on the demo's finished jobs. Most go both ways and are public; two jobs are left for the
 * walkthrough: coach@ and helper@ have not reviewed their completed scrimmage yet, and Sofia has
 * reviewed both@'s team, which stays blind ("leave yours to see it") until both@ reviews her.
 */
import { eq, inArray } from 'drizzle-orm';
import { isPublishable, reviewWindowClosesAt } from '@sideline/shared';
import { refreshRatings } from '../modules/reviews/review-publication.js';
import { helperProfiles, jobs, reviews, teamProfiles, users } from '../db/schema/index.js';
import type { DemoTx } from './demo-jobs.js';

interface Said {
  rating: number;
  comment: string | null;
  /** The reviewee's public answer. */
  reply?: string;
}

/** `team` is the start of a team's name, `helper` the helper's first name; one entry per finished job. */
interface DemoReview {
  team: string;
  helper: string;
  /** The team's review of the helper. */
  ofHelper?: Said;
  /** The helper's review of the team. */
  ofTeam?: Said;
}

export const DEMO_REVIEWS: readonly DemoReview[] = [
  // coach@ and helper@: theirs to write.
  { team: 'Brandon Bulldogs', helper: 'Jasmine' },
  {
    team: 'Brandon Bulldogs',
    helper: 'Noah',
    ofHelper: {
      rating: 5,
      comment:
        'Noah kept a flawless book through two pool games and sent the tournament desk our scores before we left the field.',
    },
    ofTeam: {
      rating: 5,
      comment: 'Organized coaches, a dugout parent with lineups ready, and paid the same evening.',
    },
  },
  // both@: Sofia's review waits for theirs.
  {
    team: 'Riverview Rush',
    helper: 'Sofia',
    ofTeam: { rating: 4, comment: 'Friendly families and a clear plan for the clock.' },
  },
  {
    team: 'Riverview Rush',
    helper: 'Andre',
    ofHelper: {
      rating: 4,
      comment: 'Reliable and patient with our young players. Helped the refs track timeouts.',
    },
    ofTeam: {
      rating: 5,
      comment: 'Great group to work with; the coach walked me through their timeout rules before kickoff.',
    },
  },
  {
    team: 'Westchase Wolves',
    helper: 'Tyler',
    ofHelper: {
      rating: 4,
      comment: 'Scoreboard was right all night. Arrived a little late but set up fast.',
      reply: 'Thanks, Coach! Construction on Linebaugh got me; I leave earlier for that field now.',
    },
    ofTeam: { rating: 4, comment: 'Good team, easy parking, and the press box key was waiting for me.' },
  },
  {
    team: 'Westchase Wolves',
    helper: 'Jasmine',
    ofHelper: { rating: 5, comment: 'Clean book and pitch counts sent to both dugouts after every inning.' },
    ofTeam: { rating: 5, comment: 'Friendly coaches, and the payment came through on Venmo that night.' },
  },
  {
    team: 'New Tampa Nighthawks',
    helper: 'Priya',
    ofHelper: {
      rating: 5,
      comment: 'Ran the clock and the board for four hours without a single correction from the refs.',
    },
    ofTeam: { rating: 5, comment: 'Well-run tournament day, and they paid right after the last game.' },
  },
  {
    team: 'South Tampa Strikers',
    helper: 'Daniel',
    ofHelper: {
      rating: 5,
      comment: 'The stream looked professional: score bug, two angles, and grandparents in Ohio loved it.',
    },
    ofTeam: { rating: 4, comment: 'Nice families. Field wifi is weak, so bring your own hotspot.' },
  },
  {
    team: 'Wesley Chapel Wildcats',
    helper: 'Chris',
    ofHelper: {
      rating: 4,
      comment: 'Kept the game moving and the kids loved hearing their names announced.',
    },
    ofTeam: {
      rating: 3,
      comment: 'Fun game, but the scoreboard controller battery died at halftime; bring spares.',
      reply: "Fair point. We've added a spare battery pack to the equipment bag.",
    },
  },
  {
    team: 'Clearwater Chargers',
    helper: 'Emily',
    ofHelper: { rating: 5, comment: 'Emily knew volleyball rotation rules better than some of our parents.' },
    ofTeam: { rating: 5, comment: 'A well-organized club; the match schedule ran exactly on time.' },
  },
  {
    team: 'Bradenton Bombers',
    helper: 'DeShawn',
    ofHelper: { rating: 5, comment: null },
    ofTeam: { rating: 4, comment: 'Good people. Parking at LECOM on game days takes a while, plan ahead.' },
  },
];

const HOUR = 3_600_000;

/** Writes the demo reviews as the app would have, then the ratings they make. */
export async function seedDemoReviews(tx: DemoTx, now: Date): Promise<void> {
  const finished = await tx
    .select({
      jobId: jobs.id,
      completedAt: jobs.completedAt,
      teamName: teamProfiles.teamName,
      ownerId: teamProfiles.userId,
      helperUserId: helperProfiles.userId,
      helperFirstName: users.firstName,
    })
    .from(jobs)
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .innerJoin(helperProfiles, eq(helperProfiles.id, jobs.helperId))
    .innerJoin(users, eq(users.id, helperProfiles.userId))
    .where(inArray(jobs.status, ['completed', 'paid']));

  const rows: (typeof reviews.$inferInsert)[] = [];
  for (const job of finished) {
    const matches = DEMO_REVIEWS.filter(
      (r) => job.teamName.startsWith(r.team) && r.helper === job.helperFirstName,
    );
    if (matches.length !== 1)
      throw new Error(`demo reviews: ${matches.length} entries for ${job.teamName} / ${job.helperFirstName}`);
    const spec = matches[0]!;
    const completedAt = job.completedAt!;
    // The team reviews the evening after, the helper the next day; never in the future.
    const at = (hours: number) =>
      new Date(
        Math.max(
          completedAt.getTime(),
          Math.min(completedAt.getTime() + hours * HOUR, now.getTime() - 60_000),
        ),
      );
    const written = [
      spec.ofHelper && {
        said: spec.ofHelper,
        reviewerId: job.ownerId,
        revieweeId: job.helperUserId,
        role: 'helper' as const,
        at: at(3),
      },
      spec.ofTeam && {
        said: spec.ofTeam,
        reviewerId: job.helperUserId,
        revieweeId: job.ownerId,
        role: 'team' as const,
        at: at(20),
      },
    ].filter((w) => w !== undefined);
    const closesAt = reviewWindowClosesAt(completedAt);
    const windowClosed = now >= closesAt;
    const last = Math.max(...written.map((w) => w.at.getTime()));
    const publishedAt = isPublishable(written.length, windowClosed)
      ? new Date(windowClosed && written.length < 2 ? closesAt : last)
      : null;
    for (const w of written) {
      rows.push({
        jobId: job.jobId,
        reviewerId: w.reviewerId,
        revieweeId: w.revieweeId,
        revieweeRole: w.role,
        rating: w.said.rating,
        comment: w.said.comment,
        createdAt: w.at,
        publishedAt,
        reply: publishedAt && w.said.reply ? w.said.reply : null,
        repliedAt:
          publishedAt && w.said.reply
            ? new Date(Math.min(publishedAt.getTime() + 2 * HOUR, now.getTime()))
            : null,
      });
    }
  }
  if (rows.length > 0) await tx.insert(reviews).values(rows);
  await refreshRatings(tx, [...new Set(finished.flatMap((job) => [job.ownerId, job.helperUserId]))]);
}
