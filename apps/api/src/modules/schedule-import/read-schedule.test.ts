import { describe, expect, it } from 'vitest';
import { readSchedule, ScheduleImportError, type ColumnMap } from './index.js';
import { listZipEntries, unpackedSize } from './zip-directory.js';
import { xlsxFile, XLSX_TYPE, type XlsxCell, type XlsxOptions } from '../../../test/xlsx-file.js';

const COLUMNS = {
  date: { header: 'Date', kind: 'date' },
  time: { header: 'Time', kind: 'time' },
  home: { header: 'Home Team', aliases: ['Home'] },
  away: { header: 'Away Team' },
  field: { header: 'Field/Location', aliases: ['Field', 'Location'] },
  notes: { header: 'Special Requirements', optional: true },
} satisfies ColumnMap;

const csv = (text: string, filename = 'games.csv') => ({
  bytes: Buffer.from(text),
  filename,
  mimetype: 'text/csv',
});

function xlsx(rows: XlsxCell[][], options?: XlsxOptions) {
  return { bytes: xlsxFile(rows, options), filename: 'games.xlsx', mimetype: XLSX_TYPE };
}

async function refusal(promise: Promise<unknown>): Promise<ScheduleImportError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ScheduleImportError);
  return error as ScheduleImportError;
}

describe('readSchedule: CSV', () => {
  it('matches headers loosely, numbers rows as a spreadsheet does and skips blank rows', async () => {
    const text =
      '\uFEFF HOME team ,date,TIME,away_team,field / location,Extra\r\n' +
      'Eagles,2026-03-15,7:00 PM,Hawks,"Field\n3",x\r\n,,,,,\r\n' +
      'Owls,2026-03-16,9:30 AM,Bears,Park,\r\n';
    const { format, records } = await readSchedule(csv(text), COLUMNS, { accept: ['csv'] });
    expect(format).toBe('csv');
    expect(records).toEqual([
      {
        rowNumber: 2,
        values: {
          date: '2026-03-15',
          time: '7:00 PM',
          home: 'Eagles',
          away: 'Hawks',
          field: 'Field 3',
          notes: '',
        },
      },
      {
        rowNumber: 4,
        values: {
          date: '2026-03-16',
          time: '9:30 AM',
          home: 'Owls',
          away: 'Bears',
          field: 'Park',
          notes: '',
        },
      },
    ]);
  });

  it('reads semicolon-separated and Windows-1252 files', async () => {
    const bytes = Buffer.from(
      'Date;Time;Home;Away Team;Field\n2026-03-15;7:00 PM;Caf\xe9s;Hawks;Park\n',
      'latin1',
    );
    const { records } = await readSchedule({ bytes, filename: 'g.csv', mimetype: '' }, COLUMNS);
    expect(records[0]?.values.home).toBe('Cafés');
  });

  it('names the missing columns and the header row', async () => {
    const error = await refusal(readSchedule(csv('Date,Time,Home\n2026-01-01,1:00 PM,A\n'), COLUMNS));
    expect(error.message).toBe(
      'Row 1: the header row has no "Away Team", "Field/Location" columns. Expected columns: Date, Time, Home Team, Away Team, Field/Location, Special Requirements.',
    );
    expect(error.rowNumber).toBe(1);
    expect(error.toBody().details).toEqual([{ path: 'row 1', message: error.message }]);
  });

  it('refuses a column given twice', async () => {
    const error = await refusal(readSchedule(csv('Date,Time,Home,Home Team,Away Team,Field\n'), COLUMNS));
    expect(error.message).toBe('Row 1: the "Home Team" column appears twice ("Home" and "Home Team").');
  });

  it('refuses an unclosed quote with its row', async () => {
    const error = await refusal(
      readSchedule(
        csv('Date,Time,Home,Away Team,Field\n2026-01-01,1:00 PM,A,B,C\n2026-01-02,"2:00 PM,A,B,C\n'),
        COLUMNS,
      ),
    );
    expect(error.code).toBe('unreadable_file');
    expect(error.rowNumber).toBe(3);
  });

  it('refuses control characters and over-long cells with row and column', async () => {
    const head = 'Date,Time,Home,Away Team,Field\n';
    const control = await refusal(readSchedule(csv(`${head}2026-01-01,1:00 PM,A\u001b,B,C\n`), COLUMNS));
    expect(control.message).toBe('Row 2: Home Team contains a control character.');
    const long = await refusal(
      readSchedule(csv(`${head}2026-01-01,1:00 PM,A,B,${'x'.repeat(501)}\n`), COLUMNS),
    );
    expect(long.message).toBe('Row 2: Field/Location is longer than 500 characters.');
  });

  it('takes at most maxRows games and names the first row past it', async () => {
    const body = Array.from({ length: 4 }, () => '2026-01-01,1:00 PM,A,B,C').join('\n');
    const error = await refusal(
      readSchedule(csv(`Date,Time,Home,Away Team,Field\n${body}\n`), COLUMNS, { maxRows: 3 }),
    );
    expect(error.code).toBe('schedule_too_many_rows');
    expect(error.message).toBe('Row 5: a file holds at most 3 games; split it into smaller files.');
  });

  it('refuses empty files, header-only files, oversize, wrong types and renamed binaries', async () => {
    expect((await refusal(readSchedule(csv(''), COLUMNS))).code).toBe('empty_file');
    expect((await refusal(readSchedule(csv('\n \n'), COLUMNS))).code).toBe('empty_file');
    expect((await refusal(readSchedule(csv('Date,Time,Home,Away Team,Field\n'), COLUMNS))).message).toBe(
      'The file has a header row but no games below it.',
    );
    const big = await refusal(readSchedule(csv('x'.repeat(2000)), COLUMNS, { maxBytes: 1000 }));
    expect(big.statusCode).toBe(413);
    const type = await refusal(readSchedule(csv('a,b', 'games.txt'), COLUMNS, { accept: ['csv'] }));
    expect(type.message).toBe('Invalid File Type: Please select a CSV file');
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const renamed = await refusal(
      readSchedule({ bytes: png, filename: 'games.csv', mimetype: 'text/csv' }, COLUMNS),
    );
    expect(renamed.message).toBe(
      'This file is named .csv but is not CSV text. Save the sheet as CSV and try again.',
    );
    const notBook = await refusal(readSchedule(csv('Date,Time', 'games.xlsx'), COLUMNS));
    expect(notBook.message).toBe('This file is named .xlsx but is not an Excel workbook.');
    const xls = await refusal(
      readSchedule(
        {
          bytes: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
          filename: 'g.xls',
          mimetype: '',
        },
        COLUMNS,
      ),
    );
    expect(xls.message).toMatch(/^Invalid File Type: Excel 97-2003 \(\.xls\)/);
  });
});

describe('readSchedule: Excel', () => {
  const header = ['Date', 'Time', 'Home Team', 'Away Team', 'Field', 'Special Requirements'];

  it('converts date and time cells, serial numbers and saved formula results', async () => {
    const file = xlsx(
      [
        header,
        [
          new Date(Date.UTC(2026, 2, 15)),
          new Date(Date.UTC(1899, 11, 30, 19, 5)),
          'Eagles',
          'Hawks',
          'Park 1',
          null,
        ],
        [
          46097,
          0.375,
          { richText: [{ text: 'Ow' }, { text: 'ls' }] },
          { formula: 'B1', result: 'Bears' },
          'Park 2',
          'Stream',
        ],
      ],
      { formats: { A: 'yyyy-mm-dd', B2: 'h:mm AM/PM' } },
    );
    const { format, records } = await readSchedule(file, COLUMNS);
    expect(format).toBe('xlsx');
    expect(records).toEqual([
      {
        rowNumber: 2,
        values: {
          date: '2026-03-15',
          time: '7:05 PM',
          home: 'Eagles',
          away: 'Hawks',
          field: 'Park 1',
          notes: '',
        },
      },
      {
        rowNumber: 3,
        values: {
          date: '2026-03-16',
          time: '9:00 AM',
          home: 'Owls',
          away: 'Bears',
          field: 'Park 2',
          notes: 'Stream',
        },
      },
    ]);
  });

  it('refuses a formula without a saved value and an error cell, naming the row', async () => {
    const noResult = xlsx([header, ['2026-03-15', '7:00 PM', { formula: 'C9&"x"' }, 'Hawks', 'Park']]);
    expect((await refusal(readSchedule(noResult, COLUMNS))).message).toBe(
      'Row 2: Home Team holds a formula without a saved value. Replace it with its value and save the file again.',
    );
    const errorCell = xlsx([header, ['2026-03-15', '7:00 PM', 'Eagles', { error: '#REF!' }, 'Park']]);
    expect((await refusal(readSchedule(errorCell, COLUMNS))).message).toBe(
      'Row 2: Away Team shows the error #REF!. Fix that cell and save the file again.',
    );
  });

  it('refuses a workbook when only CSV is accepted, and one renamed to .csv', async () => {
    const file = xlsx([header]);
    expect((await refusal(readSchedule(file, COLUMNS, { accept: ['csv'] }))).message).toBe(
      'Invalid File Type: Please select a CSV file',
    );
    const renamed = await refusal(readSchedule({ ...file, filename: 'games.csv' }, COLUMNS));
    expect(renamed.code).toBe('unreadable_file');
  });

  it('refuses a zip that is not a workbook, a macro-enabled workbook and a zip bomb before unpacking', async () => {
    const file = xlsx([
      ['Date', 'Time', 'Home', 'Away Team', 'Field'],
      ['2030-01-01', '1:00 PM', 'A', 'B', 'C'],
    ]);
    const patched = (from: string, to: string) => ({
      ...file,
      bytes: Buffer.from(file.bytes.toString('latin1').replaceAll(from, to), 'latin1'),
    });
    expect(
      (await refusal(readSchedule(patched('xl/workbook.xml', 'xl/document.xml'), COLUMNS))).message,
    ).toBe('This file is named .xlsx but is not an Excel workbook.');
    expect(
      (await refusal(readSchedule(patched('docProps/core.xml', 'xl/vbaProject.bin'), COLUMNS))).message,
    ).toBe(
      'Invalid File Type: this workbook contains macros. Save it as a plain .xlsx (without macros) or as .csv.',
    );
    const bomb = Buffer.from(file.bytes);
    const directory = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE(0xffffffff, directory + 24); // claims 4 GB once unpacked
    const refused = await refusal(readSchedule({ ...file, bytes: bomb }, COLUMNS));
    expect(refused.statusCode).toBe(413);
    expect((await readSchedule(file, COLUMNS)).records).toHaveLength(1);
  });

  it('measures a workbook by inflating it, whatever sizes its directory claims', async () => {
    const file = xlsx([
      ['Date', 'Time'],
      ['2030-01-01', '1:00 PM'],
    ]);
    const entries = listZipEntries(file.bytes)!;
    const real = unpackedSize(file.bytes, entries, 10_000_000)!;
    expect(real).toBe(entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0));
    const lying = entries.map((entry) => ({ ...entry, uncompressedSize: 1 }));
    expect(unpackedSize(file.bytes, lying, 1000)).toBe(1001);
    expect(unpackedSize(file.bytes, [{ ...entries[0]!, localHeaderOffset: 3 }], 1000)).toBeNull();
  });

  it("reads the tournament director's games columns with the same reader", async () => {
    const games = {
      date: { header: 'Date', kind: 'date' },
      time: { header: 'Time', kind: 'time' },
      homeTeam: { header: 'Home Team' },
      awayTeam: { header: 'Away Team' },
      field: { header: 'Field', aliases: ['Field/Location'] },
      gameType: { header: 'Game Type', optional: true },
      specialRequirements: { header: 'Special Requirements', optional: true },
    } satisfies ColumnMap;
    const file = xlsx([
      ['DATE', 'time', 'Home Team', 'Away Team', 'Field', 'game type'],
      [new Date(Date.UTC(2030, 4, 2)), 0.5, 'Rays', 'Owls', 'Field 4', 'Semifinal'],
    ]);
    expect((await readSchedule(file, games)).records).toEqual([
      {
        rowNumber: 2,
        values: {
          date: '2030-05-02',
          time: '12:00 PM',
          homeTeam: 'Rays',
          awayTeam: 'Owls',
          field: 'Field 4',
          gameType: 'Semifinal',
          specialRequirements: '',
        },
      },
    ]);
  });
});
