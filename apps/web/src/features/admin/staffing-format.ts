/** A median wait in whole minutes, as the staffing table shows it: "45 min", "2 h 10 min", "3 d 4 h". */
export function waitLabel(minutes: number): string {
  if (minutes < 1) return 'under 1 min';
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) {
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    return m === 0 ? `${h} h` : `${h} h ${m} min`;
  }
  const d = Math.floor(minutes / (24 * 60));
  const h = Math.floor((minutes % (24 * 60)) / 60);
  return h === 0 ? `${d} d` : `${d} d ${h} h`;
}

/** Filled out of decided, as a whole percentage; null when no game of the row is decided yet. */
export function shareLabel(filled: number, decided: number): string | null {
  return decided === 0 ? null : `${Math.round((filled / decided) * 100)}%`;
}

/** A week's Monday (YYYY-MM-DD, UTC) as "Nov 23". */
export function weekLabel(monday: string): string {
  return new Date(`${monday}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
