import { describe, expect, it } from 'vitest';
import {
  addMinutes,
  checkScheduleRow,
  parseClockTime,
  SCHEDULE_COLUMNS,
  SCHEDULE_TEMPLATE_CSV,
  scheduleService,
  type ScheduleRowValues,
} from './schedule-upload.js';

const TODAY = '2030-06-01';
const row = (overrides: Partial<ScheduleRowValues> = {}): ScheduleRowValues => ({
  date: '2030-06-02',
  time: '7:00 PM',
  homeTeam: 'Tigers',
  awayTeam: 'Lions',
  location: 'Riverside Park',
  service: 'Scorekeeping',
  ...overrides,
});

describe('parseClockTime', () => {
  it('reads H:MM AM/PM into a 24-hour clock', () => {
    expect(parseClockTime('7:00 PM')).toBe('19:00');
    expect(parseClockTime('12:00 AM')).toBe('00:00');
    expect(parseClockTime('12:30 PM')).toBe('12:30');
    expect(parseClockTime('09:05 am')).toBe('09:05');
    expect(parseClockTime('11:59PM')).toBe('23:59');
    expect(parseClockTime('7:00 p.m.')).toBe('19:00');
  });
  it('refuses other shapes', () => {
    for (const bad of ['19:00', '7 PM', '13:00 PM', '0:30 AM', '7:60 PM', '7:00', 'PM', '']) {
      expect(parseClockTime(bad), bad).toBeNull();
    }
  });
});

describe('addMinutes', () => {
  it('wraps past midnight', () => {
    expect(addMinutes('19:00', 120)).toBe('21:00');
    expect(addMinutes('23:30', 90)).toBe('01:00');
  });
});

describe('scheduleService', () => {
  it('matches the four services ignoring case and spaces', () => {
    expect(scheduleService(' live   STREAMING ')).toBe('Live Streaming');
    expect(scheduleService('Scoreboard')).toBeNull();
  });
});

describe('checkScheduleRow', () => {
  it('turns a valid row into a game titled "{Service} - {Home} vs {Away}"', () => {
    expect(checkScheduleRow(2, row({ service: 'full service' }), TODAY)).toEqual({
      errors: [],
      game: {
        rowNumber: 2,
        title: 'Full Service - Tigers vs Lions',
        jobType: 'full-service',
        jobDate: '2030-06-02',
        startTime: '19:00',
        homeTeam: 'Tigers',
        awayTeam: 'Lions',
        location: 'Riverside Park',
      },
    });
    expect(checkScheduleRow(2, row({ date: TODAY }), TODAY).errors).toEqual([]);
  });

  it('names the row and column of every problem', () => {
    expect(
      checkScheduleRow(
        5,
        row({ date: '', time: ' ', homeTeam: '', awayTeam: '', location: '', service: '' }),
        TODAY,
      ).errors,
    ).toEqual([
      'Row 5: Date is required',
      'Row 5: Time is required',
      'Row 5: Home Team is required',
      'Row 5: Away Team is required',
      'Row 5: Field/Location is required',
      'Row 5: Service Required is required',
    ]);
    expect(checkScheduleRow(3, row({ date: '2030-02-29' }), TODAY).errors).toEqual([
      'Row 3: Date must be a real date written YYYY-MM-DD',
    ]);
    expect(checkScheduleRow(3, row({ date: '6/2/2030' }), TODAY).errors).toEqual([
      'Row 3: Date must be a real date written YYYY-MM-DD',
    ]);
    expect(checkScheduleRow(3, row({ date: '2030-05-31' }), TODAY).errors).toEqual([
      'Row 3: Date cannot be in the past',
    ]);
    expect(checkScheduleRow(4, row({ time: '19:00' }), TODAY).errors).toEqual([
      'Row 4: Time must be written H:MM AM/PM, e.g. 7:00 PM',
    ]);
    expect(checkScheduleRow(6, row({ service: 'Umpire' }), TODAY).errors).toEqual([
      'Row 6: Service Required must be one of Scorekeeping, Scoreboard Operation, Live Streaming, Full Service',
    ]);
    expect(
      checkScheduleRow(7, row({ homeTeam: 'x'.repeat(41), location: 'y'.repeat(201) }), TODAY).errors,
    ).toEqual([
      'Row 7: Home Team must be at most 40 characters',
      'Row 7: Field/Location must be at most 200 characters',
    ]);
  });
});

describe('SCHEDULE_TEMPLATE_CSV', () => {
  it('is the header and 4 sample rows, each valid but for its date', () => {
    const lines = SCHEDULE_TEMPLATE_CSV.trimEnd().split('\r\n');
    expect(lines[0]).toBe(SCHEDULE_COLUMNS.join(','));
    expect(lines).toHaveLength(5);
    lines.slice(1).forEach((line, i) => {
      const [date, time, homeTeam, awayTeam, location, service] = line.split(',') as string[];
      const checked = checkScheduleRow(
        i + 2,
        {
          date: date!,
          time: time!,
          homeTeam: homeTeam!,
          awayTeam: awayTeam!,
          location: location!,
          service: service!,
        },
        '2000-01-01',
      );
      expect(checked.errors).toEqual([]);
    });
  });
});
