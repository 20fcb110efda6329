import { day, job, sat, sun, team, type TeamJobs } from './demo-jobs-data.js';

const GT_BRAY = 'G.T. Bray Park, Bradenton, FL';

/** Pinellas and Manatee teams: St. Petersburg, Clearwater and Bradenton. */
export const WEST_TEAM_JOBS: TeamJobs[] = [
  team('St. Pete Storm', 'Walter Fuller Complex, St. Petersburg, FL', [
    job(
      { on: sat(0, '08:00-12:00'), type: 'scorekeeper', rate: 3800, pending: 3 },
      'GameChanger scorekeeper for 14U showcase Saturday',
      'Two showcase games with college coaches in the stands. We need an accurate GameChanger book with pitch counts, since recruiters check the stats afterwards.',
    ),
    job(
      { on: sun(1, '09:00-13:00'), type: 'streaming', rate: 4000, pending: 2 },
      'Live stream our 14U showcase games for college coaches',
      'Two games on the championship field. Stream from behind the plate and save the recordings so we can send clips to college programs.',
    ),
    job(
      { on: sat(1, '10:00-13:00'), type: 'scorekeeper', rate: 3800, assigned: 'Luis', rejected: 1 },
      'Scorekeeper for 14U bracket play',
      "Single-elimination bracket games, so start times may shift a little. Score on GameChanger and keep an eye on our pitchers' innings.",
    ),
    job(
      { on: day(4, '18:00-20:00'), type: 'scoreboard', rate: 3200, pending: 1 },
      'Scoreboard operator for weeknight softball at Shore Acres',
      'One league game against a Clearwater club team. Run the scoreboard and keep balls, strikes and outs current for the umpires.',
      'Shore Acres Recreation Center, St. Petersburg, FL',
    ),
  ]),
  team('Clearwater Chargers', 'Long Center, Clearwater, FL', [
    job(
      { on: sat(0, '08:00-12:00'), type: 'scoreboard', rate: 3000, pending: 3 },
      'Scoreboard operator - Saturday volleyball pool play',
      'Our 16U team plays three pool matches on court 3. Run the flip scoreboard and keep it in sync with the official scorer.',
    ),
    job(
      { on: sun(0, '08:00-11:30'), type: 'scorekeeper', rate: 3000, pending: 2 },
      'Official scorekeeper for 14U volleyball matches',
      'Keep the official scoresheet for our 14U pool matches, including rotations and substitutions. Experience with USA Volleyball scoresheets is a plus.',
    ),
    job(
      { on: sat(2, '08:00-12:00'), type: 'scoreboard', rate: 3000, assigned: 'Hannah' },
      'Scoreboard operator for 14U volleyball tournament',
      'Morning wave of a power league tournament, three matches on one court. Run the scoreboard and help the second referee with lineup sheets.',
    ),
    job(
      { on: sat(3, '12:00-16:00'), type: 'streaming', rate: 3500, pending: 2 },
      'Live stream 16U volleyball regional qualifier matches',
      'Afternoon wave of a regional qualifier, with families watching from across the state. Stream every set from the end line with the score on screen.',
    ),
    job(
      { on: sat(-1, '08:00-12:00'), type: 'scoreboard', rate: 3000, completed: 'Emily', rejected: 1 },
      'Flip scoreboard for Saturday volleyball tournament',
      'Three pool matches for our 14U team. Keep the flip scoreboard current and confirm set scores with the official scorer.',
    ),
  ]),
  team('Bradenton Bombers', 'LECOM Park, Bradenton, FL', [
    job(
      { on: sat(0, '09:00-13:00'), type: 'full-service', rate: 4500, pending: 2 },
      'Full-service game day: GameChanger, scoreboard and live stream',
      'We play two showcase games at LECOM Park. Keep the GameChanger book, run the scoreboard and stream both games for recruiters.',
    ),
    job(
      { on: sat(1, '08:00-12:00'), type: 'streaming', rate: 4500, pending: 3 },
      'Live stream our 14U pool play for recruiters',
      'Two pool games with several college recruiters following online. Stream from behind home plate and keep the recordings for highlight reels.',
      GT_BRAY,
    ),
    job(
      { on: sun(1, '12:00-16:00'), type: 'scorekeeper', rate: 4000, assigned: 'Isabella', rejected: 1 },
      'GameChanger scorekeeper for 14U doubleheader',
      'Sunday doubleheader against a Sarasota travel team. Keep the book on GameChanger with pitch counts for both games.',
      GT_BRAY,
    ),
    job(
      { on: day(2, '18:00-21:00'), type: 'streaming', rate: 4000, pending: 2 },
      'Live stream our 14U showcase game at IMG Academy',
      'An evening showcase game on one of the academy fields. Stream the full game and send us the recording so players can cut highlight clips.',
      'IMG Academy, Bradenton, FL',
    ),
    job(
      { on: sat(3, '09:00-13:00'), type: 'streaming', rate: 4500, assigned: 'DeShawn' },
      'Live stream our college showcase games',
      'Two showcase games with college coaches watching the stream. Use two camera angles if you can and keep the score overlay on.',
    ),
    job(
      { on: sat(-1, '09:00-13:00'), type: 'streaming', rate: 4500, completed: 'DeShawn' },
      'Live stream our 14U tournament games',
      'Two tournament games on the main field. Stream both with the score on screen for families and recruiters watching from home.',
      GT_BRAY,
    ),
  ]),
  team('Pinellas Premier', 'Walter Fuller Complex, St. Petersburg, FL', [
    job(
      { on: sat(0, '10:00-12:00'), type: 'streaming', rate: 3200, pending: 3 },
      'Live stream our 12U girls home match',
      'League match against a Clearwater club on the main field. Stream it from midfield so families who cannot make it see every goal.',
    ),
    job(
      { on: sun(2, '09:00-11:00'), type: 'streaming', rate: 3000, pending: 2 },
      'Stream our cup group-stage match',
      'A cup group-stage match against a Pasco club. Stream the whole match and share the replay link with our team parent.',
      'Walsingham Park, Seminole, FL',
    ),
    job(
      { on: sat(1, '09:00-11:00'), type: 'streaming', rate: 3200, assigned: 'Malik', rejected: 1 },
      'Live stream our 12U league match',
      'Home league match on the main field. Stream it with the score on screen and send us the recording afterwards.',
    ),
    job(
      { on: day(5, '18:30-20:00'), type: 'scorekeeper', rate: 2800, pending: 1 },
      'Stat keeper for 12U girls weeknight match',
      'A weeknight league match under the lights. Keep the official match sheet with goals, assists and substitutions.',
      'Azalea Recreation Center, St. Petersburg, FL',
    ),
  ]),
];
