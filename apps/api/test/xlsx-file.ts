import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Writes .xlsx workbooks for tests, part by part as Excel lays them out (shared strings, a styles
 * part with number formats, one sheet per list of rows), so the schedule reader is tested against
 * files whose every byte the test controls, malformed ones included.
 */
export type XlsxCell =
  | string
  | number
  | boolean
  | Date
  | null
  | undefined
  | { richText: { text: string }[] }
  | { formula: string; result?: string | number }
  | { error: string };

export interface XlsxOptions {
  /** Number formats by column letter (`A`) or cell (`B2`), as Excel's format codes. */
  formats?: Record<string, string>;
  /** Sheets placed before the schedule, hidden (lookup lists). */
  hiddenSheets?: XlsxCell[][][];
  /** Strings written inline in the sheet instead of in the shared strings part. */
  inlineStrings?: boolean;
  date1904?: boolean;
  /** Replaces a part's text before zipping (to break a workbook on purpose). */
  patch?: (name: string, xml: string) => string;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const column = (index: number): string =>
  (index >= 26 ? column(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26));
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Dates as Excel keeps them: days since its epoch, the time of day as the fraction. */
function serialOf(date: Date, date1904: boolean): number {
  const epoch =
    date1904 && date.getTime() >= Date.UTC(1904, 0, 1) ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  return (date.getTime() - epoch) / 86_400_000;
}

export function xlsxFile(rows: XlsxCell[][], options: XlsxOptions = {}): Buffer {
  const strings: string[] = [];
  const formats = ['yyyy-mm-dd', 'h:mm AM/PM', 'yyyy-mm-dd h:mm', ...Object.values(options.formats ?? {})];
  const styleOf = (code: string) => formats.indexOf(code) + 1; // style 0 is General

  const cellXml = (value: XlsxCell, ref: string): string => {
    const format = options.formats?.[ref] ?? options.formats?.[ref.replace(/\d+$/, '')];
    const s = format ? ` s="${styleOf(format)}"` : '';
    if (value === null || value === undefined) return '';
    if (typeof value === 'number') return `<c r="${ref}"${s}><v>${value}</v></c>`;
    if (typeof value === 'boolean') return `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
    if (value instanceof Date) {
      const serial = serialOf(value, options.date1904 ?? false);
      const implied = serial < 1 ? 'h:mm AM/PM' : Number.isInteger(serial) ? 'yyyy-mm-dd' : 'yyyy-mm-dd h:mm';
      return `<c r="${ref}" s="${styleOf(format ?? implied)}"><v>${serial}</v></c>`;
    }
    if (typeof value === 'object' && 'error' in value)
      return `<c r="${ref}" t="e"><v>${escape(value.error)}</v></c>`;
    if (typeof value === 'object' && 'formula' in value) {
      const type = typeof value.result === 'string' ? ' t="str"' : '';
      const result = value.result === undefined ? '' : `<v>${escape(String(value.result))}</v>`;
      return `<c r="${ref}"${s}${type}><f>${escape(value.formula)}</f>${result}</c>`;
    }
    const runs =
      typeof value === 'string'
        ? `<t xml:space="preserve">${escape(value)}</t>`
        : value.richText.map((run) => `<r><t xml:space="preserve">${escape(run.text)}</t></r>`).join('');
    if (options.inlineStrings) return `<c r="${ref}" t="inlineStr"><is>${runs}</is></c>`;
    const known = strings.indexOf(runs);
    const index = known >= 0 ? known : strings.push(runs) - 1;
    return `<c r="${ref}" t="s"><v>${index}</v></c>`;
  };

  const sheetXml = (sheetRows: XlsxCell[][]) =>
    `${XML}<worksheet xmlns="${MAIN}"><sheetData>` +
    sheetRows
      .map((row, r) => {
        const cells = row.map((value, c) => cellXml(value, `${column(c)}${r + 1}`)).join('');
        return cells ? `<row r="${r + 1}">${cells}</row>` : '';
      })
      .join('') +
    '</sheetData></worksheet>';

  const sheets = [...(options.hiddenSheets ?? []), rows];
  const hidden = options.hiddenSheets?.length ?? 0;
  const parts: [string, string][] = sheets.map((sheet, i) => [
    `xl/worksheets/sheet${i + 1}.xml`,
    sheetXml(sheet),
  ]);
  parts.push(
    [
      'xl/workbook.xml',
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${RELS}"><workbookPr${options.date1904 ? ' date1904="1"' : ''}/><sheets>` +
        sheets
          .map(
            (_, i) =>
              `<sheet name="Sheet${i + 1}" sheetId="${i + 1}"${i < hidden ? ' state="hidden"' : ''} r:id="rId${i + 3}"/>`,
          )
          .join('') +
        '</sheets></workbook>',
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${RELS}/styles" Target="styles.xml"/>` +
        `<Relationship Id="rId2" Type="${RELS}/sharedStrings" Target="sharedStrings.xml"/>` +
        sheets
          .map(
            (_, i) =>
              `<Relationship Id="rId${i + 3}" Type="${RELS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
          )
          .join('') +
        '</Relationships>',
    ],
    [
      'xl/styles.xml',
      `${XML}<styleSheet xmlns="${MAIN}"><numFmts count="${formats.length}">` +
        formats.map((code, i) => `<numFmt numFmtId="${164 + i}" formatCode="${escape(code)}"/>`).join('') +
        `</numFmts><cellXfs count="${formats.length + 1}"><xf numFmtId="0"/>` +
        formats.map((_, i) => `<xf numFmtId="${164 + i}" applyNumberFormat="1"/>`).join('') +
        '</cellXfs></styleSheet>',
    ],
    [
      'xl/sharedStrings.xml',
      `${XML}<sst xmlns="${MAIN}" count="${strings.length}">${strings.map((runs) => `<si>${runs}</si>`).join('')}</sst>`,
    ],
    [
      'docProps/core.xml',
      `${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties"/>`,
    ],
    [
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`,
    ],
  );
  return zip(parts.map(([name, xml]) => [name, Buffer.from(options.patch ? options.patch(name, xml) : xml)]));
}

/** A zip of deflated entries: local headers, then the central directory, then its end record. */
export function zip(files: [string, Buffer][]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of files) {
    const packed = deflateRawSync(data);
    const fileName = Buffer.from(name);
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(8, at); // deflate
      header.writeUInt32LE(crc32(data), at + 6);
      header.writeUInt32LE(packed.length, at + 10);
      header.writeUInt32LE(data.length, at + 14);
      header.writeUInt16LE(fileName.length, at + 18);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    fields(local, 8);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    fields(entry, 10);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    directory.push(entry, fileName);
    offset += 30 + fileName.length + packed.length;
  }
  const central = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, central, end]);
}
