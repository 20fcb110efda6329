import { describe, expect, it } from 'vitest';
import { paymentDueSentence } from './payment-due';

const completedAt = '2026-12-01T20:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('when to pay a completed game', () => {
  it('asks for payment within 24 hours until they have passed', () => {
    expect(paymentDueSentence(completedAt, at('2026-12-02T19:59:00Z'))).toBe(
      'Please pay within 24 hours of completion.',
    );
    expect(paymentDueSentence(null, at('2026-12-09T00:00:00Z'))).toBe(
      'Please pay within 24 hours of completion.',
    );
  });

  it('says overdue once the day has passed, and by how many days', () => {
    expect(paymentDueSentence(completedAt, at('2026-12-02T20:00:00Z'))).toBe(
      'Overdue: payment was due within 24 hours of completion. Please pay now.',
    );
    expect(paymentDueSentence(completedAt, at('2026-12-03T21:00:00Z'))).toBe(
      'Overdue by 1 day: payment was due within 24 hours of completion. Please pay now.',
    );
    // Completed three days ago: due two days ago.
    expect(paymentDueSentence(completedAt, at('2026-12-04T20:30:00Z'))).toBe(
      'Overdue by 2 days: payment was due within 24 hours of completion. Please pay now.',
    );
  });
});
