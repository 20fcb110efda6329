import { posix } from 'node:path';
import { scanXml, type XmlToken } from './xml-scan.js';
import { readZipEntry, type ZipEntry } from './zip-directory.js';

/** What reading a sheet needs from the rest of the workbook. */
export interface Workbook {
  date1904: boolean;
  /** The first visible sheet's XML (hidden sheets often hold lookup lists, not games). */
  sheetXml: string;
  sharedStrings: string[];
  /** Per cell style index: whether a number in that style is shown as a date or time. */
  dateStyles: boolean[];
}

export class WorkbookError extends Error {
  constructor(readonly reason: 'damaged' | 'too-large' | 'no-sheet') {
    super(reason);
  }
}

/** Excel's built-in number formats that show dates or times (ids 27-36 and 50-58 in East Asian locales). */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);

/** A custom format code shows a date or time when, outside quoted text and escapes, it has y/m/d/h/s. */
function isDateFormatCode(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[(?![hms]+\])[^\]]*\]/gi, '');
  return /[ymdhs]/i.test(bare);
}

/** The text of one `<si>` or `<is>`: its `<t>` runs, phonetic guides (`<rPh>`) left out. */
export function stringItem(tokens: Iterator<XmlToken>, container: string): string {
  let text = '';
  let inText = false;
  let phonetic = 0;
  for (let next = tokens.next(); !next.done; next = tokens.next()) {
    const token = next.value;
    if (token.kind === 'text') {
      if (inText && phonetic === 0) text += token.text;
    } else if (token.kind === 'open') {
      if (token.name === 'rPh' && !token.selfClosing) phonetic++;
      if (token.name === 't') inText = !token.selfClosing;
    } else if (token.name === 't') inText = false;
    else if (token.name === 'rPh') phonetic--;
    else if (token.name === container) return text;
  }
  throw new WorkbookError('damaged');
}

function readSharedStrings(xml: string): string[] {
  const strings: string[] = [];
  const tokens = scanXml(xml);
  for (let next = tokens.next(); !next.done; next = tokens.next()) {
    const token = next.value;
    if (token.kind === 'open' && token.name === 'si')
      strings.push(token.selfClosing ? '' : stringItem(tokens, 'si'));
  }
  return strings;
}

function readDateStyles(xml: string): boolean[] {
  const customDates = new Set<number>();
  const styles: boolean[] = [];
  let inCellXfs = false;
  for (const token of scanXml(xml)) {
    if (token.kind === 'close' && token.name === 'cellXfs') inCellXfs = false;
    if (token.kind !== 'open') continue;
    if (token.name === 'numFmt' && isDateFormatCode(token.attrs.formatCode ?? ''))
      customDates.add(Number(token.attrs.numFmtId));
    else if (token.name === 'cellXfs') inCellXfs = !token.selfClosing;
    else if (token.name === 'xf' && inCellXfs) {
      const id = Number(token.attrs.numFmtId ?? 0);
      styles.push(BUILT_IN_DATE_FORMATS.has(id) || customDates.has(id));
    }
  }
  return styles;
}

/** Finds the parts through the workbook's relationships and reads them, each inflated under `budget`. */
export function openWorkbook(bytes: Buffer, entries: readonly ZipEntry[], budget: number): Workbook {
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const part = (name: string): string | null => {
    const entry = byName.get(name);
    if (!entry) return null;
    const data = readZipEntry(bytes, entry, budget);
    if (data === 'too-large') throw new WorkbookError('too-large');
    if (data === null) throw new WorkbookError('damaged');
    return data.toString('utf8');
  };

  const targets = new Map<string, { type: string; path: string }>();
  for (const token of scanXml(part('xl/_rels/workbook.xml.rels') ?? '')) {
    if (token.kind !== 'open' || token.name !== 'Relationship') continue;
    const target = token.attrs.Target ?? '';
    const path = target.startsWith('/') ? target.slice(1) : posix.join('xl', target);
    targets.set(token.attrs.Id ?? '', { type: token.attrs.Type ?? '', path: posix.normalize(path) });
  }
  const pathOf = (type: string, fallback: string) =>
    [...targets.values()].find((t) => t.type.endsWith(`/${type}`))?.path ?? fallback;

  let date1904 = false;
  const sheets: { id: string; hidden: boolean }[] = [];
  for (const token of scanXml(part('xl/workbook.xml') ?? '')) {
    if (token.kind !== 'open') continue;
    if (token.name === 'workbookPr') date1904 = ['1', 'true'].includes(token.attrs.date1904 ?? '');
    if (token.name === 'sheet')
      sheets.push({ id: token.attrs.id ?? '', hidden: (token.attrs.state ?? 'visible') !== 'visible' });
  }
  const sheet = sheets.find((s) => !s.hidden) ?? sheets[0];
  const sheetXml = sheet && targets.has(sheet.id) ? part(targets.get(sheet.id)!.path) : null;
  if (sheetXml === null) throw new WorkbookError('no-sheet');

  const strings = part(pathOf('sharedStrings', 'xl/sharedStrings.xml'));
  const styles = part(pathOf('styles', 'xl/styles.xml'));
  return {
    date1904,
    sheetXml,
    sharedStrings: strings === null ? [] : readSharedStrings(strings),
    dateStyles: styles === null ? [] : readDateStyles(styles),
  };
}
