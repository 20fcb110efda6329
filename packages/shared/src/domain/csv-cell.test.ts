import { describe, expect, it } from 'vitest';
import { csvCell, csvMoney, csvRow, startsFormula } from './csv-cell.js';

describe('CSV cells: formula starts are neutralised', () => {
  const forms: Array<[string, string]> = [
    ['=', 'equals sign'],
    ['+', 'plus sign'],
    ['-', 'hyphen-minus'],
    ['@', 'commercial at'],
    ['\uFF1D', 'full-width equals sign'],
    ['\uFF0B', 'full-width plus sign'],
    ['\uFF0D', 'full-width hyphen-minus'],
    ['\uFF20', 'full-width commercial at'],
    ['\uFE66', 'small equals sign'],
    ['\uFE62', 'small plus sign'],
    ['\uFE63', 'small hyphen-minus'],
    ['\uFE6B', 'small commercial at'],
    ['\u207C', 'superscript equals sign'],
    ['\u208C', 'subscript equals sign'],
    ['\u207A', 'superscript plus sign'],
    ['\u208A', 'subscript plus sign'],
  ];
  for (const [start, name] of forms) {
    it(`text starting with the ${name} (U+${start.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}) is quoted with a leading apostrophe`, () => {
      const text = `${start}HYPERLINK("https://evil.example","Payment due")`;
      expect(startsFormula(text)).toBe(true);
      expect(csvCell(text)).toBe(`"'${text.replace(/"/g, '""')}"`);
    });
  }

  it('a formula start after leading spaces, and a leading tab or carriage return, are neutralised too', () => {
    for (const text of ['  =1+1', '\u3000\uFF1D1+1', '\t=1+1', '\rcmd', ' -12.50']) {
      expect(startsFormula(text), JSON.stringify(text)).toBe(true);
      expect(csvCell(text).startsWith(`"'`), JSON.stringify(text)).toBe(true);
    }
  });

  it('ordinary text is left as it is, and quoted only when it must be', () => {
    expect(startsFormula('Scorekeeper for 12U doubleheader')).toBe(false);
    expect(startsFormula('12U A-B game')).toBe(false);
    expect(csvCell('Scorekeeper for 12U doubleheader')).toBe('Scorekeeper for 12U doubleheader');
    expect(csvCell('Tides, 12U')).toBe('"Tides, 12U"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('yes');
  });

  it('numbers and amounts stay numbers, negative ones included', () => {
    expect(csvCell(csvMoney(-1250))).toBe('-12.50');
    expect(csvCell(csvMoney(7))).toBe('0.07');
    expect(csvCell(-3)).toBe('-3');
    expect(csvRow(['Refund', csvMoney(-1250), 2])).toBe('Refund,-12.50,2');
    // The same characters as text are neutralised: only a real amount is written bare.
    expect(csvCell('-12.50')).toBe(`"'-12.50"`);
  });
});
