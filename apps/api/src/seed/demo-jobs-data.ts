/**
 * The demo marketplace's jobs as plain data, grouped by team; demo-jobs-plan.ts turns them into rows.
 * Dates are relative to the day the seed runs, so the marketplace always has games coming up.
 */
import type { JobType } from '@sideline/shared';
import type { DemoHelper } from './demo-people.js';

/** When a game is: a day offset from today or the nth coming Saturday or Sunday, and 'HH:MM-HH:MM'. */
export interface Slot {
  when: { days: number } | { weekday: 0 | 6; week: number };
  /** An end before the start runs past midnight. */
  time: string;
}
export const day = (days: number, time: string): Slot => ({ when: { days }, time });
/** sat(0) is the coming Saturday (today on a Saturday), sat(1) the one after, sat(-1) the one before. */
export const sat = (week: number, time: string): Slot => ({ when: { weekday: 6, week }, time });
export const sun = (week: number, time: string): Slot => ({ when: { weekday: 0, week }, time });

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The slot's date (YYYY-MM-DD) for a seed run on `today`. */
export function slotDate({ when }: Slot, today: string): string {
  if ('days' in when) return addDays(today, when.days);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, ((when.weekday - weekday + 7) % 7) + 7 * when.week);
}

/** A job's facts. At most one of assigned/completed/paid (the helper's first name) or cancelled. */
export interface JobMeta {
  on: Slot;
  type: JobType;
  rate: number;
  /** Pending applications on an open job: how many to pick, or the first names of who applied. */
  pending?: number | string[];
  assigned?: string;
  completed?: string;
  paid?: string;
  /** The reason the team gave. */
  cancelled?: string;
  /** How many other helpers applied and were turned down (or lost out when the job was cancelled). */
  rejected?: number;
}

export interface JobSpec extends JobMeta {
  title: string;
  description: string;
  /** The venue, when not the team's usual one. */
  at?: string;
}

export interface TeamJobs {
  /** The start of the team's name in DEMO_TEAMS. */
  team: string;
  venue: string;
  jobs: JobSpec[];
}

export const job = (meta: JobMeta, title: string, description: string, at?: string): JobSpec => ({
  ...meta,
  title,
  description,
  at,
});
export const team = (name: string, venue: string, jobs: JobSpec[]): TeamJobs => ({ team: name, venue, jobs });

/** Who can take a job of each type; full service takes all three skills. */
export const HELPER_SKILLS: Record<JobType, (helper: DemoHelper) => boolean> = {
  scorekeeper: (h) => h.isScorekeeper,
  scoreboard: (h) => h.isScoreboard,
  streaming: (h) => h.isStreaming,
  'full-service': (h) => h.isScorekeeper && h.isScoreboard && h.isStreaming,
};

/** What helpers write when they apply, by job type; the plan rotates through them. */
export const DEMO_APPLICATION_MESSAGES: Record<JobType, string[]> = {
  scorekeeper: [
    "Hi coach! I've scored travel games on GameChanger for a few seasons and I'm free that day.",
    "I'd love to keep the book for you. I'll get there early to enter both lineups.",
    'Available and close by. I track pitch counts and can share the box score after.',
  ],
  scoreboard: [
    'I run the scoreboard for my local league most weekends. Happy to help!',
    "I know the common scoreboard controllers and I'm always early to test the board.",
    'Free that day and glad to run the clock so your coaches can coach.',
  ],
  streaming: [
    "I stream with my own camera and tripod, and I'll send you the link the night before.",
    'Happy to stream this one. Families get a clean feed with the score on screen.',
    'I can stream and send you the full recording afterwards for highlights.',
  ],
  'full-service': [
    'I can cover all three: GameChanger, the board and a stream. I bring my own gear.',
    "A full game-day setup is what I do most weekends. I'll check in with you the week before.",
  ],
};

const PROVIDENCE = 'Providence West Park, Brandon, FL';

/** The demo coach (coach@) and both@: a job in every status each, the walkthrough's scenarios. */
export const DEMO_ACCOUNT_TEAM_JOBS: TeamJobs[] = [
  team('Brandon Bulldogs', 'Vonn Park, Brandon, FL', [
    job(
      { on: sat(1, '08:30-12:30'), type: 'scorekeeper', rate: 3500, pending: ['Jasmine', 'Andre', 'Noah'] },
      'GameChanger scorekeeper for 12U doubleheader',
      'We host the Lutz Lightning for two six-inning games on the main field. Score every pitch on GameChanger so parents can follow along from the bleachers.',
    ),
    job(
      { on: day(0, '17:30-20:00'), type: 'scorekeeper', rate: 3500, assigned: 'Jasmine', rejected: 1 },
      'Scorekeeper for 12U league game at Providence West',
      'League game against the Seffner Sharks under the lights. Keep the book on GameChanger and track pitch counts for both teams.',
      PROVIDENCE,
    ),
    job(
      { on: sat(2, '09:00-13:00'), type: 'scorekeeper', rate: 3500, assigned: 'Andre', rejected: 1 },
      'GameChanger scorer for Brandon Classic pool play',
      'Two pool-play games back to back on field 2. Please score on GameChanger and check lineups with our dugout parent before first pitch.',
    ),
    job(
      { on: day(9, '18:00-20:00'), type: 'streaming', rate: 3500, pending: 2 },
      'Live stream our 12U home game for out-of-town family',
      'Several of our grandparents live up north and want to watch. Stream the full game from behind home plate with the score on screen.',
    ),
    job(
      { on: day(-3, '18:00-20:30'), type: 'scorekeeper', rate: 3500, completed: 'Jasmine' },
      'GameChanger scorekeeper for weeknight scrimmage',
      'Scrimmage against a Riverview travel team ahead of tournament weekend. Score it on GameChanger so the coaches can review pitch counts afterwards.',
      PROVIDENCE,
    ),
    job(
      { on: sat(-2, '08:00-12:00'), type: 'scorekeeper', rate: 3500, paid: 'Noah', rejected: 1 },
      'GameChanger scorekeeper for tournament Saturday',
      'Two pool games in a USSSA qualifier at Vonn Park. Keep the book on GameChanger and report the final scores to the tournament desk.',
    ),
    job(
      {
        on: sun(-1, '12:00-15:00'),
        type: 'streaming',
        rate: 3500,
        cancelled: 'Sunday bracket play was rained out, so the tournament ended after pool play.',
        rejected: 2,
      },
      'Live stream our 12U bracket game',
      'If we advance out of pool play we play Sunday afternoon on the championship field. Stream the game so families who could not travel can watch.',
    ),
  ]),
  team('Riverview Rush', PROVIDENCE, [
    job(
      { on: sat(1, '09:00-11:00'), type: 'scoreboard', rate: 2500, pending: 2 },
      'Game clock and scoreboard for 10U flag football',
      'Two 20-minute halves on field 4 against the Apollo Beach Gators. Run the game clock and the portable scoreboard so both coaches can stay on the field.',
    ),
    job(
      { on: sun(3, '10:00-12:00'), type: 'scorekeeper', rate: 2800, pending: 1 },
      'Stat keeper for 10U flag football jamboree',
      'Our league jamboree has three short games in one morning. Keep score and track touchdowns and flag pulls for our end-of-season awards.',
    ),
    job(
      { on: sat(2, '08:30-11:00'), type: 'scorekeeper', rate: 2500, assigned: 'Kayla', rejected: 1 },
      'Scorekeeper for our flag football doubleheader',
      'Back-to-back games against two Riverview rivals on the south fields. Keep the official score sheet and give the referees the score at each half.',
    ),
    job(
      { on: sat(3, '09:00-11:00'), type: 'scoreboard', rate: 2500, assigned: 'Sofia' },
      'Scoreboard for the flag football season finale',
      'Our last league game of the fall on the south fields. Run the clock and the scoreboard; the forecast says rain, so we may need to move it.',
    ),
    job(
      { on: sat(-1, '09:00-11:00'), type: 'scoreboard', rate: 2500, completed: 'Sofia' },
      'Clock operator for Saturday flag football',
      'One league game against the Brandon Blaze. Run the clock and keep the scoreboard updated for both sidelines.',
    ),
    job(
      { on: sat(-2, '09:00-11:30'), type: 'scorekeeper', rate: 2500, paid: 'Andre' },
      'Scorekeeper for 10U flag football doubleheader',
      'Two league games in a row on field 3. Keep the score sheet and help the referees track timeouts for our young players.',
    ),
    job(
      {
        on: day(-5, '18:00-19:30'),
        type: 'scoreboard',
        rate: 2500,
        cancelled: 'The other team forfeited, so there was no game to run the clock for.',
        rejected: 1,
      },
      'Scoreboard operator for weeknight flag scrimmage',
      'A practice scrimmage under the lights with a Gibsonton team. Run the clock and keep the scoreboard so the kids get a real game feel.',
    ),
  ]),
];
