import PDFDocument from 'pdfkit';
import { STATEMENT_GAMES_PER_PAGE } from '@sideline/shared';

/** A printable statement: the product's green band, a table of ~40 rows a page, totals at the end. */
export interface PdfStatement {
  title: string;
  subtitle: string;
  columns: Array<{ label: string; width: number; align?: 'left' | 'right' }>;
  rows: string[][];
  /** Label / value pairs and short sections printed after the last row. */
  totals: Array<{ heading: string; pairs: Array<[string, string]> }>;
  notes: string[];
}

const BRAND = '#15803d';
const INK = '#111827';
const MUTED = '#4b5563';
/** 40 rows, the band and the column heads fit a landscape Letter page with its footer. */
const ROW_HEIGHT = 11.4;
const MARGIN = 36;

export function renderPdf(s: PdfStatement, generatedAt: Date): Promise<Buffer> {
  // Letter, landscape: the columns of a statement read across one line.
  const doc = new PDFDocument({ size: 'LETTER', layout: 'landscape', margin: MARGIN, bufferPages: true });
  doc.info.Title = s.title;
  doc.info.Author = 'Sideline';
  doc.info.CreationDate = generatedAt;
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const width = doc.page.width - MARGIN * 2;
  const header = () => {
    doc.rect(0, 0, doc.page.width, 56).fill(BRAND);
    doc
      .fillColor('#ffffff')
      .font('Helvetica-Bold')
      .fontSize(18)
      .text('Sideline', MARGIN, 18, { lineBreak: false });
    doc
      .font('Helvetica')
      .fontSize(11)
      .text(s.title, MARGIN + 100, 23, { width: width - 100, align: 'right' });
    doc.fillColor(MUTED).fontSize(9).text(s.subtitle, MARGIN, 66, { width });
  };
  const tableHead = (y: number) => {
    let x = MARGIN;
    doc.font('Helvetica-Bold').fontSize(8).fillColor(INK);
    for (const c of s.columns) {
      doc.text(c.label, x + 2, y, { width: c.width - 4, align: c.align ?? 'left', lineBreak: false });
      x += c.width;
    }
    doc
      .moveTo(MARGIN, y + 11)
      .lineTo(MARGIN + width, y + 11)
      .strokeColor(BRAND)
      .lineWidth(0.8)
      .stroke();
    return y + 15;
  };

  // Each distinct cell text is measured once (payers, dates and methods repeat on every page).
  const widths = new Map<string, { text: string; width: number }>();
  const fitted = (text: string, max: number) => {
    const key = `${max}\u0000${text}`;
    let cell = widths.get(key);
    if (!cell) {
      let shown = text;
      let w = doc.widthOfString(shown);
      while (w > max && shown.length > 1) {
        shown = shown.slice(0, -1);
        w = doc.widthOfString(`${shown}…`);
      }
      cell = { text: shown === text ? text : `${shown}…`, width: w };
      widths.set(key, cell);
    }
    return cell;
  };

  const pages = Math.max(1, Math.ceil(s.rows.length / STATEMENT_GAMES_PER_PAGE));
  for (let page = 0; page < pages; page++) {
    if (page > 0) doc.addPage();
    header();
    let y = tableHead(84);
    doc.font('Helvetica').fontSize(7.5);
    const slice = s.rows.slice(page * STATEMENT_GAMES_PER_PAGE, (page + 1) * STATEMENT_GAMES_PER_PAGE);
    if (slice.length === 0) doc.fillColor(MUTED).text('Nothing in this period.', MARGIN, y);
    slice.forEach((cells, i) => {
      if (i % 2 === 1) doc.rect(MARGIN, y - 2, width, ROW_HEIGHT).fill('#f0fdf4');
      doc.fillColor(INK);
      let x = MARGIN;
      cells.forEach((text, c) => {
        const col = s.columns[c]!;
        const cell = fitted(text, col.width - 4);
        // Placed by hand: pdfkit's wrapping engine (width, align, ellipsis) per cell is what made a
        // year's statement slow, and a cell is one line anyway.
        const left = col.align === 'right' ? x + col.width - 2 - cell.width : x + 2;
        doc.text(cell.text, left, y, { lineBreak: false });
        x += col.width;
      });
      y += ROW_HEIGHT;
    });
  }

  // Totals and notes start on the last page when they fit, else on a page of their own.
  const needed = s.totals.reduce((h, t) => h + 18 + t.pairs.length * 12, 0) + s.notes.length * 24 + 20;
  let y =
    84 +
    15 +
    (s.rows.length % STATEMENT_GAMES_PER_PAGE || (s.rows.length ? STATEMENT_GAMES_PER_PAGE : 1)) *
      ROW_HEIGHT +
    14;
  if (y + needed > doc.page.height - MARGIN - 20) {
    doc.addPage();
    header();
    y = 90;
  }
  const half = width / 2 - 10;
  let column = 0;
  let top = y;
  let bottom = y;
  for (const block of s.totals) {
    const x = MARGIN + column * (half + 20);
    let by = top;
    doc.font('Helvetica-Bold').fontSize(10).fillColor(BRAND).text(block.heading, x, by, { width: half });
    by += 15;
    doc.font('Helvetica').fontSize(8.5).fillColor(INK);
    for (const [label, value] of block.pairs) {
      doc.text(label, x, by, { width: half - 90, lineBreak: false, ellipsis: true });
      doc.text(value, x + half - 90, by, { width: 90, align: 'right', lineBreak: false });
      by += 12;
    }
    bottom = Math.max(bottom, by + 6);
    column = 1 - column;
    if (column === 0) top = bottom;
  }
  y = bottom + 4;
  doc.font('Helvetica').fontSize(8).fillColor(MUTED);
  for (const note of s.notes) {
    doc.text(note, MARGIN, y, { width });
    y = doc.y + 4;
  }

  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // The footer sits in the bottom margin: with the margin kept, pdfkit would start a new page.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(
        `Page ${i + 1} of ${range.count} · generated ${generatedAt.toISOString().slice(0, 10)}`,
        MARGIN,
        doc.page.height - MARGIN - 4,
        { width, align: 'right', lineBreak: false },
      );
  }
  doc.end();
  return done;
}
