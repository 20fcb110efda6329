/** The spec's ask: a completed game is paid within a day of its completion. */
export const PAYMENT_DUE_HOURS = 24;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The team's line about when to pay a completed game: the spec's "within 24 hours" while that holds,
 * overdue wording once it has passed, so a game completed days ago does not still read as fresh.
 */
export function paymentDueSentence(completedAt: string | null, now: Date = new Date()): string {
  const dueAt = completedAt === null ? NaN : Date.parse(completedAt) + PAYMENT_DUE_HOURS * HOUR_MS;
  if (Number.isNaN(dueAt) || now.getTime() < dueAt) return 'Please pay within 24 hours of completion.';
  const days = Math.floor((now.getTime() - dueAt) / DAY_MS);
  const late = days >= 1 ? `Overdue by ${days} ${days === 1 ? 'day' : 'days'}` : 'Overdue';
  return `${late}: payment was due within 24 hours of completion. Please pay now.`;
}
