import { isCalendarDate } from '@sideline/shared';
import { badRequest } from '../../lib/errors.js';
import { readSchedule, type ColumnMap, type ScheduleFile } from '../schedule-import/index.js';

/** A game row of a director's file, as the tournament_games table stores it. */
export interface ParsedGame {
  gameDate: string;
  startTime: string;
  homeTeam: string;
  awayTeam: string;
  field: string;
  gameType: string | null;
  specialRequirements: string | null;
}

/** The template's columns (spec doc 2: game date, time, home team, away team, field, game type, special requirements). */
export const GAME_COLUMNS = {
  gameDate: { header: 'Game Date', aliases: ['Date'], kind: 'date' },
  time: { header: 'Time', aliases: ['Start Time', 'Game Time'], kind: 'time' },
  homeTeam: { header: 'Home Team', aliases: ['Home'] },
  awayTeam: { header: 'Away Team', aliases: ['Away'] },
  field: { header: 'Field', aliases: ['Field/Location', 'Location', 'Venue'] },
  gameType: { header: 'Game Type', aliases: ['Type', 'Division'], optional: true },
  specialRequirements: { header: 'Special Requirements', aliases: ['Notes'], optional: true },
} satisfies ColumnMap;

/** 'H:MM AM/PM' (the reader's form for Excel times, and the bulk upload's) or 24-hour 'HH:MM', to 'HH:MM'. */
export function toClockTime(text: string): string | null {
  const twelve = /^(\d{1,2}):([0-5]\d)\s*([AaPp])\.?[Mm]\.?$/.exec(text);
  if (twelve) {
    const hour = Number(twelve[1]);
    if (hour < 1 || hour > 12) return null;
    const pm = twelve[3]!.toLowerCase() === 'p';
    return `${String((hour % 12) + (pm ? 12 : 0)).padStart(2, '0')}:${twelve[2]}`;
  }
  const day = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text);
  return day ? `${day[1]!.padStart(2, '0')}:${day[2]}` : null;
}

export interface GamesFileResult {
  games: ParsedGame[];
  /** Rows refused. */
  failed: number;
  /** One line per refused row, naming its row number and field. */
  errors: string[];
}

/** Reads a games file (.csv or .xlsx; refusals of the file as a whole throw) and checks each row. */
export async function readGamesFile(file: ScheduleFile): Promise<GamesFileResult> {
  const { records } = await readSchedule(file, GAME_COLUMNS);
  const games: ParsedGame[] = [];
  const errors: string[] = [];
  let failed = 0;
  for (const { rowNumber, values } of records) {
    const problems: string[] = [];
    if (!values.gameDate) problems.push('Game Date is required');
    else if (!/^\d{4}-\d{2}-\d{2}$/.test(values.gameDate) || !isCalendarDate(values.gameDate))
      problems.push(`Game Date "${values.gameDate}" must be a date as YYYY-MM-DD`);
    const startTime = toClockTime(values.time);
    if (!values.time) problems.push('Time is required');
    else if (!startTime) problems.push(`Time "${values.time}" must be a time such as 9:00 AM`);
    if (!values.homeTeam) problems.push('Home Team is required');
    if (!values.awayTeam) problems.push('Away Team is required');
    if (!values.field) problems.push('Field is required');
    if (problems.length) {
      failed += 1;
      errors.push(...problems.map((problem) => `Row ${rowNumber}: ${problem}`));
      continue;
    }
    games.push({
      gameDate: values.gameDate,
      startTime: startTime!,
      homeTeam: values.homeTeam.slice(0, 100),
      awayTeam: values.awayTeam.slice(0, 100),
      field: values.field.slice(0, 100),
      gameType: values.gameType.slice(0, 60) || null,
      specialRequirements: values.specialRequirements || null,
    });
  }
  return { games, failed, errors };
}

/** At sign-up the file is all or nothing: any bad row refuses the sign-up, naming every bad row. */
export async function readSignupGames(file: ScheduleFile | null): Promise<ParsedGame[]> {
  if (!file) return [];
  const { games, errors } = await readGamesFile(file);
  if (errors.length) {
    throw badRequest(
      `The games file has ${errors.length} problem${errors.length === 1 ? '' : 's'}: ${errors[0]}`,
      'schedule_cell_invalid',
      errors.map((message) => ({ path: 'gamesFile', message })),
    );
  }
  return games;
}
