import { describe, expect, it } from 'vitest';
import { readGamesFile, toClockTime } from './games-file.js';

describe('the director games file', () => {
  it('reads 12-hour and 24-hour times as HH:MM', () => {
    expect(['9:00 AM', '12:05 am', '12:30 PM', '7:45 p.m.', '07:15', '23:59'].map(toClockTime)).toEqual([
      '09:00',
      '00:05',
      '12:30',
      '19:45',
      '07:15',
      '23:59',
    ]);
    expect(['13:00 PM', '0:30 AM', '24:00', '9', 'noon'].map(toClockTime)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('matches the template columns loosely and reports each bad row by number and field', async () => {
    const text = [
      'date,TIME,home,Away Team,field / location,notes',
      '2030-05-04,6:00 PM,Comets,Stars,Field 4,Bring a tablet',
      '2030-05-04,,Comets,Stars,,',
    ].join('\n');
    const result = await readGamesFile({
      bytes: Buffer.from(text),
      filename: 'games.csv',
      mimetype: 'text/csv',
    });
    expect(result.games).toEqual([
      {
        gameDate: '2030-05-04',
        startTime: '18:00',
        homeTeam: 'Comets',
        awayTeam: 'Stars',
        field: 'Field 4',
        gameType: null,
        specialRequirements: 'Bring a tablet',
      },
    ]);
    expect(result).toMatchObject({
      failed: 1,
      errors: ['Row 3: Time is required', 'Row 3: Field is required'],
    });
  });
});
