import { describe, expect, it } from 'vitest';
import { statementPath } from './api/statements-api';
import { presets } from './period-form';

describe('statement periods and addresses', () => {
  it('offers this year, last year and this month, leap days included', () => {
    expect(presets('2028-02-10').map((p) => [p.label, p.q.from, p.q.to])).toEqual([
      ['2028', '2028-01-01', '2028-12-31'],
      ['2027', '2027-01-01', '2027-12-31'],
      ['This month', '2028-02-01', '2028-02-29'],
    ]);
  });

  it('builds the JSON and file addresses the server answers', () => {
    const q = { from: '2026-01-01', to: '2026-12-31' };
    expect(statementPath('earnings', 'me', q)).toBe('/api/users/me/earnings?from=2026-01-01&to=2026-12-31');
    expect(statementPath('earnings', 42, q, '.pdf')).toBe(
      '/api/users/42/earnings.pdf?from=2026-01-01&to=2026-12-31',
    );
    expect(statementPath('spend', 42, q, '.csv')).toBe(
      '/api/users/me/spend.csv?from=2026-01-01&to=2026-12-31',
    );
  });
});
