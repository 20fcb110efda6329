import type { Availability, AvailabilityBody } from '@sideline/shared';

/** The editor's working copy: rows keep a key so React keeps focus while rows come and go. */
export interface Draft {
  timeZone: string;
  weekly: Array<{ key: number; day: number; from: string; to: string }>;
  blackouts: Array<{ key: number; from: string; to: string; note: string }>;
  maxGamesPerDay: string;
}

let nextKey = 1;
export const newKey = () => nextKey++;

export const draftOf = (saved: Availability): Draft => ({
  timeZone: saved.timeZone,
  weekly: saved.weekly.map((w) => ({ key: newKey(), ...w })),
  blackouts: saved.blackouts.map((b) => ({ key: newKey(), from: b.from, to: b.to, note: b.note ?? '' })),
  maxGamesPerDay: saved.maxGamesPerDay === null ? '' : String(saved.maxGamesPerDay),
});

export const bodyOf = (draft: Draft): AvailabilityBody => ({
  timeZone: draft.timeZone,
  weekly: draft.weekly.map(({ day, from, to }) => ({ day, from, to })),
  blackouts: draft.blackouts.map(({ from, to, note }) => ({ from, to, note: note.trim() || null })),
  maxGamesPerDay: draft.maxGamesPerDay === '' ? null : Number(draft.maxGamesPerDay),
});

/** The zones offered; the saved one is added when it is elsewhere. */
export const US_ZONES: Array<[string, string]> = [
  ['America/New_York', 'Eastern'],
  ['America/Chicago', 'Central'],
  ['America/Denver', 'Mountain'],
  ['America/Phoenix', 'Arizona'],
  ['America/Los_Angeles', 'Pacific'],
  ['America/Anchorage', 'Alaska'],
  ['Pacific/Honolulu', 'Hawaii'],
];

/** The coming Saturday and Sunday (today counts when it is one), as YYYY-MM-DD: "Block this weekend". */
export function comingWeekend(today: Date = new Date()): { from: string; to: string } {
  const day = today.getDay();
  const saturday = new Date(today);
  saturday.setDate(today.getDate() + (day === 0 ? -1 : 6 - day));
  const sunday = new Date(saturday);
  sunday.setDate(saturday.getDate() + 1);
  const iso = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return { from: iso(saturday), to: iso(sunday) };
}

/** Field errors keyed by path ("weekly.0.to"), from the shared schema's issues or the server's details. */
export function errorsOf(issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>) {
  const out: Record<string, string> = {};
  for (const issue of issues) out[issue.path.map(String).join('.')] ??= issue.message;
  return out;
}
