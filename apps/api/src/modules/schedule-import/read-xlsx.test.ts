import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { xlsxFile, XLSX_TYPE, type XlsxCell, type XlsxOptions } from '../../../test/xlsx-file.js';
import { readSchedule, ScheduleImportError, type ColumnMap } from './index.js';

const COLUMNS = {
  date: { header: 'Date', kind: 'date' },
  time: { header: 'Time', kind: 'time' },
  home: { header: 'Home Team' },
  away: { header: 'Away Team' },
  notes: { header: 'Notes', optional: true },
} satisfies ColumnMap;
const HEADER = ['Date', 'Time', 'Home Team', 'Away Team', 'Notes'];

const read = (bytes: Buffer) => readSchedule({ bytes, filename: 'games.xlsx', mimetype: XLSX_TYPE }, COLUMNS);
const records = async (rows: XlsxCell[][], options?: XlsxOptions) =>
  (await read(xlsxFile([HEADER, ...rows], options))).records.map((r) => ({ row: r.rowNumber, ...r.values }));

/** The reader's refusal: always a ScheduleImportError, whose status and code the test names. */
async function refusal(bytes: Buffer): Promise<ScheduleImportError> {
  const error: unknown = await read(bytes).catch((e: unknown) => e);
  if (!(error instanceof ScheduleImportError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}

/** Breaks the schedule sheet's XML on purpose. */
const patchSheet = (change: (xml: string) => string) => ({
  patch: (name: string, xml: string) => (name === 'xl/worksheets/sheet1.xml' ? change(xml) : xml),
});

describe('the .xlsx reader', () => {
  it('reads a workbook another program wrote: hidden first sheet, styles, rich text, formulas, links', async () => {
    const bytes = readFileSync(new URL('../../../test/fixtures/written-by-exceljs.xlsx', import.meta.url));
    const games = { ...COLUMNS, field: { header: 'Field' }, notes: { header: 'Special Requirements' } };
    const { records: rows } = await readSchedule({ bytes, filename: 'g.xlsx', mimetype: XLSX_TYPE }, games);
    // In the column map's order: date, time, home, away, notes, field.
    expect(rows.map((r) => [r.rowNumber, ...Object.values(r.values)])).toEqual([
      [2, '2026-03-15', '7:05 PM', 'Eagles', 'Hawks', '', 'Park & Rec <1>'],
      [3, '2026-03-16', '9:00 AM', 'Owls', 'Bears', 'TRUE', 'Park 2'],
      [5, '2026-04-01', '6:30 PM', 'Rays', 'Owls', 'Stream', 'Field 4'],
    ]);
  });

  it('reads inline strings, prefixed elements, cells without positions and the 1904 date system', async () => {
    const row: XlsxCell[] = [
      new Date(Date.UTC(2030, 4, 2)),
      new Date(Date.UTC(1899, 11, 30, 9, 30)),
      'Rays',
      'Owls',
      7,
    ];
    const expected = { row: 2, date: '2030-05-02', time: '9:30 AM', home: 'Rays', away: 'Owls', notes: '7' };
    expect(await records([row], { inlineStrings: true })).toEqual([expected]);
    expect(await records([row], { date1904: true })).toEqual([expected]);
    const prefixed = patchSheet((xml) =>
      xml
        .replace('xmlns=', 'xmlns:x=')
        .replace(/<(\/?)(?=[a-z])/g, '<$1x:')
        .replace(/ r="[A-Z]+\d+"/g, ''),
    );
    expect(await records([row], prefixed)).toEqual([expected]);
  });

  it('leaves out phonetic guides and unescapes the characters Excel writes as _xHHHH_', async () => {
    const guided = patchSheet((xml) =>
      xml
        .replace('>Rays</t>', '>Rays</t><rPh sb="0" eb="1"><t>レイズ</t></rPh>')
        .replace('>Owls<', '>Owls_x0020_FC<'),
    );
    const rows = await records([['2030-05-02', '9:30 AM', 'Rays', 'Owls']], {
      ...guided,
      inlineStrings: true,
    });
    expect(rows[0]).toMatchObject({ home: 'Rays', away: 'Owls FC' });
  });

  it('reads past formatted empty cells out to the last column without visiting every column', async () => {
    const blankRows = Array.from(
      { length: 50_000 },
      (_, i) => `<row r="${i + 3}"><c r="XFD${i + 3}" s="1"/></row>`,
    );
    const padded = patchSheet((xml) => xml.replace('</sheetData>', `${blankRows.join('')}</sheetData>`));
    expect(await records([['2030-05-02', '9:30 AM', 'Rays', 'Owls']], padded)).toHaveLength(1);
  });

  it.each([
    ['a truncated sheet', patchSheet((xml) => xml.slice(0, -40))],
    [
      'an entity declaration',
      patchSheet((xml) => xml.replace('<worksheet', '<!DOCTYPE x [<!ENTITY a "aaaa">]><worksheet')),
    ],
    ['an unknown entity', { patch: (_: string, xml: string) => xml.replace('Rays', '&bomb;') }],
    ['a shared string that does not exist', patchSheet((xml) => xml.replace(/<v>\d+<\/v>/, '<v>999</v>'))],
    ['a cell reference past the last column', patchSheet((xml) => xml.replace('r="A2"', 'r="ZZZZ2"'))],
  ])('refuses %s as a damaged workbook', async (_, options) => {
    const error = await refusal(xlsxFile([HEADER, ['2030-05-02', '9:30 AM', 'Rays', 'Owls']], options));
    expect(error).toMatchObject({ statusCode: 400, code: 'unreadable_file' });
    expect(error.message).toBe(
      'This Excel workbook is damaged or cannot be read. Open it in Excel, save it as .xlsx and try again.',
    );
  });

  it('refuses a workbook with no sheet, and one whose sheet unpacks past the limit', async () => {
    const sheetless = xlsxFile([HEADER], {
      patch: (name, xml) => (name === 'xl/workbook.xml' ? xml.replace(/<sheet .*?\/>/, '') : xml),
    });
    expect(await refusal(sheetless)).toMatchObject({ statusCode: 400, code: 'empty_file' });
    const padded = patchSheet((xml) =>
      xml.replace('<sheetData>', `<sheetData>${' '.repeat(9 * 1024 * 1024)}`),
    );
    const huge = xlsxFile([HEADER, ['2030-05-02', '9:30 AM', 'Rays', 'Owls']], padded);
    expect(huge.length).toBeLessThan(100_000);
    expect(await refusal(huge)).toMatchObject({ statusCode: 413, code: 'file_too_large' });
  });
});
