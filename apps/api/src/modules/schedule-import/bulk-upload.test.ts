import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BulkUploadResultSchema,
  MAX_SCHEDULE_BYTES,
  SCHEDULE_TEMPLATE_CSV,
  type JobSummary,
} from '@sideline/shared';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { dayFromToday, helperAccount, readyTeam } from '../../../test/marketplace.js';
import { multipart } from '../../../test/kits/upload-test-kit.js';
import { csvOf, HEADER, uploadSchedule } from '../../../test/kits/bulk-upload-test-kit.js';
import { xlsxFile, XLSX_TYPE } from '../../../test/xlsx-file.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
}, 60_000);
afterAll(() => t?.close());

const teamJobs = async (teamId: number) =>
  (await call(t.app, 'GET', `/api/jobs/team/${teamId}`)).json<JobSummary[]>();

describe('POST /api/jobs/bulk-upload', () => {
  it('posts each row as an open job of the team (decision 11)', async () => {
    const team = await readyTeam(t.app);
    const day = dayFromToday(7);
    const res = await uploadSchedule(t.app, team.cookie, {
      teamId: team.teamId,
      data: csvOf(
        `${day},7:00 PM,Tigers,Lions,Riverside Park Field 1,Scorekeeping`,
        `${day},11:30 pm,Tigers,Bears,Field 2,live streaming`,
      ),
    });
    expect(res.statusCode).toBe(200);
    expect(BulkUploadResultSchema.parse(res.json())).toEqual({ successful: 2, failed: 0, errors: [] });
    const jobs = (await teamJobs(team.teamId)).sort((a, b) => a.startTime.localeCompare(b.startTime));
    expect(jobs.map((job) => ({ ...job }))).toMatchObject([
      {
        title: 'Scorekeeping - Tigers vs Lions',
        jobType: 'scorekeeper',
        jobDate: day,
        startTime: '19:00',
        endTime: '21:00',
        duration: 2,
        hourlyRate: 30,
        totalPay: 60,
        location: 'Riverside Park Field 1',
        zipCode: '33602',
        status: 'open',
      },
      {
        title: 'Live Streaming - Tigers vs Bears',
        jobType: 'streaming',
        startTime: '23:30',
        endTime: '01:30',
        duration: 2,
      },
    ]);
  });

  it('takes the game length from the dialog and the template as it is offered (future-dated)', async () => {
    const team = await readyTeam(t.app);
    // The template's sample dates are examples; moved into the future so they stay postable.
    const template = SCHEDULE_TEMPLATE_CSV.split('\r\n')
      .map((line, i) => line.replace(/^\d{4}-\d{2}-\d{2}/, dayFromToday(10 + i)))
      .join('\r\n');
    const res = await uploadSchedule(t.app, team.cookie, {
      teamId: team.teamId,
      data: template,
      duration: '1.5',
    });
    expect(res.json()).toEqual({ successful: 4, failed: 0, errors: [] });
    const jobs = await teamJobs(team.teamId);
    expect(jobs.map((job) => job.durationMinutes)).toEqual([90, 90, 90, 90]);
    expect(jobs.map((job) => job.jobType).sort()).toEqual([
      'full-service',
      'scoreboard',
      'scorekeeper',
      'streaming',
    ]);
  });

  it('counts good and bad rows exactly and names every problem by row and column', async () => {
    const team = await readyTeam(t.app);
    const day = dayFromToday(3);
    const long = 'x'.repeat(41);
    const res = await uploadSchedule(t.app, team.cookie, {
      teamId: team.teamId,
      data: csvOf(
        `${day},9:00 AM,Tigers,Lions,Park,Scorekeeping`, // row 2: good
        `03/15/2030,9:00 AM,Tigers,Lions,Park,Scorekeeping`, // row 3
        `2030-02-30,9:00 AM,Tigers,Lions,Park,Scorekeeping`, // row 4
        `${dayFromToday(-1)},9:00 AM,Tigers,Lions,Park,Scorekeeping`, // row 5
        `${day},19:00,Tigers,Lions,Park,Scorekeeping`, // row 6
        `${day},9:00 AM,Tigers,Lions,Park,Umpiring`, // row 7
        ',,,,,Scoreboard Operation', // row 8
        '', // row 9: blank, skipped
        `${day},10:00 AM,${long},${long},Park,Full Service`, // row 10
        `${day},1:00 PM,Tigers,Hawks,Park,Full Service`, // row 11: good
        `${day},9:00 AM,Tigers,Lions,Park,Scorekeeping`, // row 12: same as row 2
      ),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      successful: 2,
      failed: 8,
      errors: [
        'Row 3: Date must be a real date written YYYY-MM-DD',
        'Row 4: Date must be a real date written YYYY-MM-DD',
        'Row 5: Date cannot be in the past',
        'Row 6: Time must be written H:MM AM/PM, e.g. 7:00 PM',
        'Row 7: Service Required must be one of Scorekeeping, Scoreboard Operation, Live Streaming, Full Service',
        'Row 8: Date is required',
        'Row 8: Time is required',
        'Row 8: Home Team is required',
        'Row 8: Away Team is required',
        'Row 8: Field/Location is required',
        'Row 10: Home Team must be at most 40 characters',
        'Row 10: Away Team must be at most 40 characters',
        'Row 12: this game is the same as row 2 of this file',
      ],
    });
    expect((await teamJobs(team.teamId)).map((job) => job.title).sort()).toEqual([
      'Full Service - Tigers vs Hawks',
      'Scorekeeping - Tigers vs Lions',
    ]);
    // Uploading the same file again posts nothing twice.
    const again = await uploadSchedule(t.app, team.cookie, {
      teamId: team.teamId,
      data: csvOf(`${day},9:00 AM,Tigers,Lions,Park,Scorekeeping`),
    });
    expect(again.json()).toEqual({
      successful: 0,
      failed: 1,
      errors: ['Row 2: this game is the same as one of your posted jobs'],
    });
  });

  it('posts a game once when two uploads of the same file race', async () => {
    const team = await readyTeam(t.app);
    const data = csvOf(`${dayFromToday(12)},4:00 PM,Tigers,Rays,Park,Scorekeeping`);
    const answers = await Promise.all(
      [1, 2].map(() => uploadSchedule(t.app, team.cookie, { teamId: team.teamId, data })),
    );
    const results = answers.map((res) => BulkUploadResultSchema.parse(res.json()));
    expect(results.map((r) => r.successful).sort()).toEqual([0, 1]);
    expect(results.map((r) => r.failed).sort()).toEqual([0, 1]);
    expect(await teamJobs(team.teamId)).toHaveLength(1);
  });

  it('imports an Excel workbook, date and time cells included', async () => {
    const team = await readyTeam(t.app);
    const [y, m, d] = dayFromToday(9).split('-').map(Number);
    const workbook = xlsxFile([
      ['date', 'TIME', 'Home', 'Away', 'Field', 'Service'],
      [
        new Date(Date.UTC(y!, m! - 1, d!)),
        new Date(Date.UTC(1899, 11, 30, 18, 45)),
        'Tigers',
        'Owls',
        'Park',
        'Full Service',
      ],
    ]);
    const res = await uploadSchedule(t.app, team.cookie, {
      teamId: team.teamId,
      data: workbook,
      filename: 'spring.xlsx',
      contentType: XLSX_TYPE,
    });
    expect(res.json()).toEqual({ successful: 1, failed: 0, errors: [] });
    expect(await teamJobs(team.teamId)).toMatchObject([
      { jobDate: dayFromToday(9), startTime: '18:45', title: 'Full Service - Tigers vs Owls' },
    ]);
  });

  it('refuses oversize, wrong-type, renamed, empty and header-only files clearly, posting nothing', async () => {
    const team = await readyTeam(t.app);
    const send = (data: Buffer | string, filename = 'schedule.csv', contentType = 'text/csv') =>
      uploadSchedule(t.app, team.cookie, { teamId: team.teamId, data, filename, contentType });

    const big = await send(Buffer.alloc(MAX_SCHEDULE_BYTES + 1, 'a'));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      code: 'file_too_large',
      message: 'File too large: a schedule file may be at most 5 MB.',
    });

    const text = await send('Date,Time\n', 'schedule.txt', 'text/plain');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Invalid File Type: Please select a CSV file or an Excel (.xlsx) file');

    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108020000009077', 'hex');
    const renamed = await send(png);
    expect(renamed.json()).toEqual({
      code: 'unreadable_file',
      message: 'This file is named .csv but is not CSV text. Save the sheet as CSV and try again.',
    });

    const brokenSheet = xlsxFile(
      [HEADER.split(','), [dayFromToday(4), '9:00 AM', 'Tigers', 'Lions', 'Park', 'Scorekeeping']],
      {
        patch: (name, xml) => (name.endsWith('sheet1.xml') ? xml.replace('</sheetData>', '') : xml),
      },
    );
    const damaged = await send(brokenSheet, 'schedule.xlsx', XLSX_TYPE);
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json()).toEqual({
      code: 'unreadable_file',
      message:
        'This Excel workbook is damaged or cannot be read. Open it in Excel, save it as .xlsx and try again.',
    });

    const empty = await send('');
    expect(empty.json()).toEqual({
      code: 'empty_file',
      message: 'The file is empty. Choose a file with a header row and one row per game.',
    });
    const headerOnly = await send(csvOf());
    expect(headerOnly.json()).toEqual({
      code: 'empty_file',
      message: 'The file has a header row but no games below it.',
    });

    const columns = await send('Date,Time,Home Team\n2030-01-01,1:00 PM,Tigers\n');
    expect(columns.statusCode).toBe(400);
    expect(columns.json()).toMatchObject({
      code: 'schedule_columns_missing',
      details: [{ path: 'row 1' }],
    });
    expect(columns.json().message).toMatch(
      /^Row 1: the header row has no "Away Team", "Field\/Location", "Service Required" columns\./,
    );

    const form = multipart([{ name: 'teamId', data: String(team.teamId) }]);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/bulk-upload',
      payload: form.payload,
      headers: { ...form.headers, cookie: team.cookie },
    });
    expect(noFile.json()).toEqual({ code: 'file_required', message: 'Choose a schedule file to upload.' });
    expect(await teamJobs(team.teamId)).toEqual([]);
  });

  it('refuses a bad game length and a bad team id', async () => {
    const team = await readyTeam(t.app);
    const data = csvOf(`${dayFromToday(4)},9:00 AM,Tigers,Lions,Park,Scorekeeping`);
    const length = await uploadSchedule(t.app, team.cookie, { teamId: team.teamId, data, duration: '7' });
    expect(length.statusCode).toBe(400);
    expect(length.json().message).toBe('Game length must be one of 1, 1.5, 2, 2.5, 3, 4 hours');
    const id = await uploadSchedule(t.app, team.cookie, { teamId: '1e3', data });
    expect(id.statusCode).toBe(400);
    expect(id.json()).toMatchObject({ code: 'validation_error', message: 'Invalid id' });
  });

  it('lets a team upload only for its own team, and only teams upload', async () => {
    const a = await readyTeam(t.app);
    const b = await readyTeam(t.app);
    const data = csvOf(`${dayFromToday(4)},9:00 AM,Tigers,Lions,Park,Scorekeeping`);

    const other = await uploadSchedule(t.app, b.cookie, { teamId: a.teamId, data });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({
      code: 'not_owner',
      message: 'You can only upload a schedule for your own team.',
    });

    const helper = await helperAccount(t.app);
    const asHelper = await uploadSchedule(t.app, helper.cookie, { teamId: a.teamId, data });
    expect(asHelper.statusCode).toBe(403);
    expect(asHelper.json().code).toBe('wrong_role');

    expect((await uploadSchedule(t.app, undefined, { teamId: a.teamId, data })).statusCode).toBe(401);
    expect(await teamJobs(a.teamId)).toEqual([]);
  });
});
