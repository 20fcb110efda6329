import { day, job, sat, sun, team, type TeamJobs } from './demo-jobs-data.js';

/** Games outside Eastern time: each is read on its venue's clock (its ZIP's zone). */
export const FAR_TEAM_JOBS: TeamJobs[] = [
  team('Denver Peaks', 'Aurora Sports Park, Aurora, CO', [
    job(
      { on: sat(1, '09:00-13:00'), type: 'scorekeeper', rate: 3500, pending: 2 },
      'GameChanger scorekeeper for 14U Front Range tournament',
      'Two pool games on Saturday morning, Mountain time. Keep the book on GameChanger with pitch counts for both teams.',
    ),
    job(
      { on: day(6, '17:30-19:30'), type: 'scoreboard', rate: 3000, pending: 1 },
      'Scoreboard operator for a weeknight 14U game',
      'One league game under the lights. Run the scoreboard and keep the count current for the umpires.',
    ),
  ]),
  team('Phoenix Heat', 'Rose Mofford Sports Complex, Phoenix, AZ', [
    job(
      { on: sat(2, '18:00-21:00'), type: 'streaming', rate: 3500, pending: 2 },
      'Live stream our 16U softball night games',
      'Two evening games once the heat breaks (Arizona time, no daylight saving). Stream from behind home plate with the score on screen.',
    ),
  ]),
  team('San Diego Surf', 'Balboa Park Activity Center, San Diego, CA', [
    job(
      { on: sun(1, '08:00-12:00'), type: 'scoreboard', rate: 3200, pending: 2 },
      'Scoreboard operator for 12U volleyball pool play',
      'Three pool matches on court 2, Pacific time. Run the scoreboard and keep it in step with the official scorer.',
    ),
    job(
      { on: day(9, '18:00-20:00'), type: 'scorekeeper', rate: 3000, pending: 1 },
      'Scorekeeper for a 12U league night',
      'Keep the official scoresheet for one league match, including rotations and substitutions.',
    ),
  ]),
  team('Honolulu Waves', 'Moiliili Community Center, Honolulu, HI', [
    job(
      { on: sat(1, '10:00-12:00'), type: 'full-service', rate: 4000, pending: 1 },
      'Run the clock and stream our 10U basketball game',
      'One game on Hawaii time. Run the game clock and stream it so family on the mainland can watch.',
    ),
  ]),
];
