import { describe, expect, it } from 'vitest';
import type { Payment } from '@sideline/shared';
import { paymentsCsv } from './csv';

function payment(title: string, overrides: Partial<Payment> = {}): Payment {
  return {
    id: 1,
    jobId: 7,
    payerId: 2,
    payeeId: 3,
    method: 'venmo',
    amount: 9000,
    platformFee: 0,
    total: 9000,
    freeGameDiscount: 0,
    status: 'completed',
    disputed: false,
    reportedAt: null,
    confirmedAt: null,
    completedAt: '2026-05-02T15:00:00.000Z',
    disputedAt: null,
    createdAt: '2026-05-01T15:00:00.000Z',
    role: 'payer',
    job: { id: 7, title, jobDate: '2026-05-02', status: 'completed' },
    teamName: 'Tampa Tides 12U',
    helperName: 'Jordan Ellis',
    ...overrides,
  } as Payment;
}

/** The job title's cell of the CSV's one data row. */
const titleCell = (title: string) =>
  paymentsCsv([payment(title)], 2026)
    .split('\r\n')[1]!
    .split(',')
    .slice(1, -9)
    .join(',');

// The guard itself (every form a spreadsheet takes) is tested with it in packages/shared (csv-cell).
describe('payments CSV: formula starts are neutralised', () => {
  it('a title starting like a formula is quoted with a leading apostrophe', () => {
    for (const start of ['=', '\uFF0B']) {
      const title = `${start}HYPERLINK("https://evil.example","Payment due")`;
      expect(titleCell(title)).toBe(`"'${title.replace(/"/g, '""')}"`);
    }
  });

  it('a formula start after leading spaces, and a leading tab or carriage return, are neutralised too', () => {
    for (const title of ['  =1+1', '\u3000\uFF1D1+1', '\t=1+1', '\rcmd']) {
      expect(titleCell(title).startsWith(`"'`), JSON.stringify(title)).toBe(true);
    }
  });

  it('ordinary titles are left as they are', () => {
    expect(titleCell('12U A-B game')).toBe('12U A-B game');
    expect(titleCell('Scorekeeper for 12U doubleheader')).toBe('Scorekeeper for 12U doubleheader');
  });
});

describe('payments CSV: amounts', () => {
  it('a card payment with a free game shows the discount and the total the card was charged', () => {
    const row = paymentsCsv(
      [
        payment('Scorekeeper', {
          method: 'card',
          amount: 9000,
          platformFee: 900,
          total: 9900,
          freeGameDiscount: 6000,
        }),
      ],
      2026,
    ).split('\r\n');
    expect(row[0]!.split(',').slice(-4)).toEqual(['Amount', 'Platform fee', 'Free game', 'Total']);
    expect(row[1]!.split(',').slice(-4)).toEqual(['90.00', '9.00', '60.00', '39.00']);
  });

  it('a game paid by an old credit shows the credit covering it and nothing charged', () => {
    const row = paymentsCsv(
      [payment('Scorekeeper', { method: 'credit', amount: 6000, platformFee: 600, total: 6600 })],
      2026,
    ).split('\r\n');
    expect(row[1]!.split(',').slice(-4)).toEqual(['60.00', '6.00', '66.00', '0.00']);
  });
});
