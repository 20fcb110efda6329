import { day, job, sat, sun, team, type TeamJobs } from './demo-jobs-data.js';

const CARROLLWOOD = 'Carrollwood Village Park, Tampa, FL';

/** Hillsborough and Pasco teams: Westchase to Plant City, South Tampa to Wesley Chapel. */
export const EAST_TEAM_JOBS: TeamJobs[] = [
  team('Westchase Wolves', 'Ed Radice Sports Complex, Tampa, FL', [
    job(
      { on: sat(1, '09:00-12:00'), type: 'scorekeeper', rate: 2800, pending: 4 },
      'GameChanger scorekeeper for 11U Saturday game',
      'One league game against the Citrus Park Cardinals on field 5. Score it on GameChanger and keep pitch counts for both teams.',
    ),
    job(
      { on: sat(2, '13:00-17:00'), type: 'full-service', rate: 3500, pending: 2 },
      'Full game day for our 11U doubleheader: GameChanger, scoreboard and stream',
      'We host a doubleheader and have no parent volunteers this weekend. Score both games, run the board and stream them for families who cannot make it.',
    ),
    job(
      { on: day(5, '18:00-20:30'), type: 'scoreboard', rate: 2800, assigned: 'Tyler' },
      'Scoreboard operator for 11U weeknight game',
      'Weeknight league game at the Carrollwood fields. Run the scoreboard controller and keep the inning and count current.',
      CARROLLWOOD,
    ),
    job(
      { on: sun(2, '14:00-17:00'), type: 'scorekeeper', rate: 2800, pending: 2 },
      'Scorekeeper for Sunday 11U game at Carrollwood',
      'Makeup game against a Lutz team on Sunday afternoon. Keep the book on GameChanger so our parents can follow along.',
      CARROLLWOOD,
    ),
    // helper@'s statement: a game worked and paid (Venmo) a couple of weeks back.
    job(
      { on: day(-12, '18:00-20:30'), type: 'scorekeeper', rate: 3000, paid: 'Jasmine' },
      'GameChanger scorekeeper for 11U league game',
      'Weeknight league game against the Citrus Park Cardinals. Keep the book on GameChanger and the pitch counts for both teams.',
      CARROLLWOOD,
    ),
    job(
      { on: day(-4, '18:00-20:30'), type: 'scoreboard', rate: 2800, paid: 'Tyler' },
      'Scoreboard operator for 11U league game',
      'Weeknight league game against the Odessa Outlaws. Run the board and keep the inning, count and score current.',
      CARROLLWOOD,
    ),
  ]),
  team('New Tampa Nighthawks', 'Copeland Park, Tampa, FL', [
    job(
      { on: sat(0, '09:00-13:00'), type: 'scorekeeper', rate: 3800, pending: 3 },
      'Book keeper for 15U AAU pool play',
      'Three pool games in a local AAU event. Keep the official book with fouls and timeouts, and check in with the table crew before each game.',
    ),
    job(
      { on: sat(0, '13:00-17:00'), type: 'scoreboard', rate: 3500, pending: 2 },
      'Clock operator for 15U AAU bracket games',
      'Afternoon bracket games on the main court. Run the game clock and shot clock and keep the scoreboard in sync with the book.',
    ),
    job(
      { on: sat(1, '22:00-01:00'), type: 'streaming', rate: 4000, assigned: 'Ethan', rejected: 1 },
      'Live stream our late-night tournament games',
      'Our circuit runs a late-night showcase session with tip-off at 10 PM. Stream both games with the score on screen for families out of state.',
      'Yuengling Center, Tampa, FL',
    ),
    job(
      { on: sun(1, '10:00-14:00'), type: 'full-service', rate: 4500, pending: 2 },
      'Full-service table crew for 15U AAU Sunday: book, clock and stream',
      'Sunday bracket games where we are short on parent help. Keep the book, run the clock and stream each game for families watching from home.',
    ),
    job(
      { on: sun(-1, '10:00-14:00'), type: 'scoreboard', rate: 3800, paid: 'Priya' },
      'Clock operator for 15U Sunday bracket',
      'Two bracket games on the main court. Run the game clock and the shot clock and keep the scoreboard matched to the book.',
    ),
  ]),
  team('Valrico Venom', 'Mike E. Sansone Park, Plant City, FL', [
    job(
      { on: sat(1, '08:00-12:00'), type: 'scorekeeper', rate: 2500, pending: 3 },
      'GameChanger scorekeeper for 12U fastpitch doubleheader',
      'Two pool games in a Plant City tournament on field 3. Score both games on GameChanger and keep pitch counts for our two pitchers.',
    ),
    job(
      { on: sun(2, '13:00-16:00'), type: 'scorekeeper', rate: 2800, assigned: 'Chris', rejected: 1 },
      'Scorekeeper for Sunday afternoon bracket games',
      'Bracket games on the last day of a weekend tournament. Keep the book on GameChanger and confirm the scores with the umpire after each game.',
      'Ellis-Methvin Park, Plant City, FL',
    ),
    job(
      { on: sat(3, '08:00-11:00'), type: 'scorekeeper', rate: 2500, pending: 2 },
      'Pitch counter and scorekeeper for 12U tournament',
      'Early pool game in a one-day 12U tournament. Keep the book and a pitch count sheet, and tell our coach when a pitcher nears her limit.',
    ),
    job(
      { on: day(6, '18:00-20:00'), type: 'scoreboard', rate: 2500, pending: 1 },
      'Scoreboard operator for weeknight softball at Vonn Park',
      'A weeknight league game on the lighted field. Run the scoreboard and keep balls, strikes and outs up to date.',
      'Vonn Park, Brandon, FL',
    ),
    job(
      {
        on: sat(-1, '08:00-12:00'),
        type: 'scorekeeper',
        rate: 2500,
        cancelled: 'The tournament was called off after two days of rain left the fields unplayable.',
        rejected: 1,
      },
      'GameChanger scorekeeper for tournament Saturday',
      'Pool play in a 12U fastpitch tournament. Score our games on GameChanger so families at home can follow.',
    ),
  ]),
  team('South Tampa Strikers', 'Al Lopez Park, Tampa, FL', [
    job(
      { on: sat(0, '09:00-11:00'), type: 'streaming', rate: 4200, pending: 3 },
      'Stream and record our 13U home match',
      'League match against Tampa Bay United on the main field. Stream it from a tripod at midfield and send us the recording for video review.',
    ),
    job(
      { on: sun(1, '10:00-12:00'), type: 'streaming', rate: 4200, assigned: 'Jasmine', rejected: 1 },
      'Live stream our 13U league match',
      'Home match against a Brandon club. Stream from the halfway line with the score on screen, and share the replay link with our team manager.',
    ),
    job(
      { on: sat(2, '08:30-12:30'), type: 'full-service', rate: 4500, pending: 2 },
      'Full-service crew for tournament weekend: stream, scoreboard and stats',
      'Two group-stage matches in a Tampa Bay Cup qualifier. Stream both matches, run the portable scoreboard and keep goals, shots and cards for our stats sheet.',
      'Skyway Park, Tampa, FL',
    ),
    job(
      { on: day(3, '18:30-20:30'), type: 'streaming', rate: 3800, pending: 2 },
      'Film our weeknight 13U match for video review',
      'A friendly under the lights on the riverfront field. Film the whole match from an elevated spot so our coaches can break down the tape.',
      'Julian B. Lane Riverfront Park, Tampa, FL',
    ),
    job(
      { on: sat(-1, '09:00-11:00'), type: 'streaming', rate: 4200, paid: 'Daniel', rejected: 1 },
      'Live stream and record our 13U league match',
      'League match against a Brandon club on the main field. Stream it with the score on screen and upload the full recording afterwards.',
    ),
  ]),
  team('Wesley Chapel Wildcats', 'Wesley Chapel District Park, Wesley Chapel, FL', [
    job(
      { on: sat(1, '09:00-11:00'), type: 'scorekeeper', rate: 2500, pending: 2 },
      'Scorekeeper for 8U flag football Saturday',
      'One league game for our first-year 8U team. Keep the score sheet so our volunteer coaches can focus on the kids.',
    ),
    job(
      { on: sat(2, '09:00-11:00'), type: 'scoreboard', rate: 2500, pending: 1 },
      'Game clock operator for 8U flag football',
      'Two 20-minute halves with a running clock. Run the clock and the portable scoreboard and call out the time at each half.',
    ),
    job(
      { on: sat(3, '09:00-11:30'), type: 'scoreboard', rate: 2500, assigned: 'Andre' },
      'Scoreboard and clock for 8U flag football jamboree',
      'Our league jamboree with two short games back to back. Run the clock and keep the scoreboard so families can follow along.',
    ),
    job(
      { on: sun(-1, '13:00-15:00'), type: 'scoreboard', rate: 2500, paid: 'Chris', rejected: 1 },
      'Clock operator for Sunday flag football',
      "A Sunday afternoon game against a Land O' Lakes team. Run the game clock and keep the scoreboard current for both sidelines.",
    ),
  ]),
  team('Plant City Panthers', 'Brandon Sports & Aquatic Center, Brandon, FL', [
    job(
      { on: sat(1, '09:00-13:00'), type: 'scorekeeper', rate: 3200, pending: 2 },
      'Scorekeeper for 14U volleyball pool play',
      'Three pool matches for our 14U volleyball team. Keep the official scoresheet with rotations and substitutions.',
    ),
    job(
      { on: day(7, '18:00-20:00'), type: 'scoreboard', rate: 3000, pending: 1 },
      'Scoreboard and shot clock for 14U basketball',
      'A league game for our 14U basketball team. Run the scoreboard and the shot clock and work with the book keeper at the table.',
    ),
    job(
      { on: sat(2, '13:00-17:00'), type: 'scorekeeper', rate: 3200, assigned: 'Kayla', rejected: 1 },
      'Basketball book keeper for 14U league games',
      'Two league games on the main court. Keep the official book with fouls, timeouts and points by player.',
    ),
  ]),
];
