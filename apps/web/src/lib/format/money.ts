/**
 * Dollars with cents only when there are some ($75, $62.50): the amount a payment or a Venmo link
 * asks for. formatDollars (shared) rounds to whole dollars, which suits rates but not amounts owed.
 */
export const formatAmount = (cents: number): string =>
  cents % 100 === 0
    ? `$${(cents / 100).toLocaleString('en-US')}`
    : `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
