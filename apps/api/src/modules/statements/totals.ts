/** Totals per group (a payer, a month), in the order asked: by label, or by key for months. */
export function groupTotals<T>(
  items: T[],
  keyOf: (item: T) => string,
  centsOf: (item: T) => number,
  order: 'label' | 'key',
): Array<{ label: string; games: number; amount: number }> {
  const groups = new Map<string, { label: string; games: number; amount: number }>();
  for (const item of items) {
    const key = keyOf(item);
    const g = groups.get(key) ?? { label: key, games: 0, amount: 0 };
    g.games += 1;
    g.amount += centsOf(item);
    groups.set(key, g);
  }
  const list = [...groups.values()];
  return order === 'key'
    ? list.sort((a, b) => a.label.localeCompare(b.label))
    : list.sort((a, b) => b.amount - a.amount || a.label.localeCompare(b.label));
}
