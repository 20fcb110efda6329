import {
  checkScheduleRow,
  todayIn,
  type BulkUploadResult,
  type ScheduledGame,
  type ScheduleRowValues,
} from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import type { UserRow } from '../../plugins/session.js';
import { requireZip } from '../geo/geo.service.js';
import { postScheduledGames, scheduleTeam } from '../jobs/scheduled-jobs.service.js';
import type { ColumnMap } from './columns.js';
import type { ScheduleFile } from './detect-format.js';
import { readSchedule } from './index.js';

/** The team template's columns (spec doc 2), with the names coaches tend to write instead. */
export const TEAM_SCHEDULE_COLUMNS = {
  date: { header: 'Date', aliases: ['Game Date'], kind: 'date' },
  time: { header: 'Time', aliases: ['Start Time', 'Game Time'], kind: 'time' },
  homeTeam: { header: 'Home Team', aliases: ['Home'] },
  awayTeam: { header: 'Away Team', aliases: ['Away', 'Opponent'] },
  location: { header: 'Field/Location', aliases: ['Field', 'Location', 'Venue'] },
  service: { header: 'Service Required', aliases: ['Service'] },
} satisfies ColumnMap<keyof ScheduleRowValues>;

export const BULK_UPLOAD_RATE_LIMIT = {
  limit: 30,
  windowSeconds: 3600,
  message: 'Too many schedule uploads. Please try again later.',
};

export async function consumeBulkUploadQuota(db: Db, userId: number): Promise<void> {
  await consumeRateLimit(db, `bulk-upload:${userId}`, BULK_UPLOAD_RATE_LIMIT);
}

/**
 * Team bulk schedule upload: the team must be the caller's; a file that cannot be read is refused as
 * a whole (ScheduleImportError); otherwise each valid row becomes an open job and each bad row is
 * counted as failed with its row-numbered messages.
 */
export async function uploadTeamSchedule(
  db: Db,
  user: UserRow,
  input: { teamId: number; lengthHours: number; file: ScheduleFile; windowMinutes: number },
): Promise<BulkUploadResult> {
  const team = await scheduleTeam(db, user, input.teamId);
  const { records } = await readSchedule(input.file, TEAM_SCHEDULE_COLUMNS, { accept: ['csv', 'xlsx'] });
  // The games are at the team's ZIP, so "past" is on that ZIP's calendar.
  const today = todayIn((await requireZip(db, user.zipCode)).timeZone);
  const games: ScheduledGame[] = [];
  const errors: { rowNumber: number; message: string }[] = [];
  const failedRows = new Set<number>();
  for (const record of records) {
    const checked = checkScheduleRow(record.rowNumber, record.values, today);
    if (checked.game) games.push(checked.game);
    else {
      failedRows.add(record.rowNumber);
      for (const message of checked.errors) errors.push({ rowNumber: record.rowNumber, message });
    }
  }
  const { posted, duplicates } = await postScheduledGames(
    db,
    user,
    team,
    games,
    Math.round(input.lengthHours * 60),
    input.windowMinutes,
  );
  for (const duplicate of duplicates) {
    failedRows.add(duplicate.rowNumber);
    errors.push(duplicate);
  }
  errors.sort((a, b) => a.rowNumber - b.rowNumber);
  return { successful: posted, failed: failedRows.size, errors: errors.map((error) => error.message) };
}
