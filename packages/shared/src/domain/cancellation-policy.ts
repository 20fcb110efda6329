/**
 * The cancellation policy every job shows before anyone applies (decision 24, decision record 0044):
 * free until some hours before the game, then a late-cancellation fee; a weather cancellation
 * after the helper arrived pays a show-up fee. Pure rules, read by the server (which decides the
 * fee) and the screens (which show the same figure before the team confirms).
 */

export const CANCELLATION_REASONS = ['weather', 'schedule_change', 'other'] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];
export const CANCELLATION_REASON_LABELS: Record<CancellationReason, string> = {
  weather: 'Weather',
  schedule_change: 'Schedule change',
  other: 'Other',
};

export interface CancellationPolicy {
  freeUntilHours: number;
  lateCancelPercent: number;
  showUpPercent: number;
}

export const CANCELLATION_POLICY_DEFAULTS: CancellationPolicy = {
  freeUntilHours: 24,
  lateCancelPercent: 50,
  showUpPercent: 50,
};

/** Once free cancellation has ended, the helper is owed at least this much of the pay (decision 24). */
export const CANCELLATION_FEE_FLOOR_PERCENT = 50;

/**
 * What a team may choose when posting. Free cancellation ends at most 48 hours out, the card hold's
 * lead: a late fee on a card job then always falls while the saved card is held. Both fees start at
 * the floor: a helper who kept the day free is owed at least half of it. The show-up fee is never
 * below the late fee, so a helper who came is never paid less than one who stayed home.
 */
export const CANCELLATION_POLICY_LIMITS = {
  freeUntilHours: { min: 12, max: 48 },
  lateCancelPercent: { min: CANCELLATION_FEE_FLOOR_PERCENT, max: 100 },
  showUpPercent: { min: CANCELLATION_FEE_FLOOR_PERCENT, max: 100 },
} as const;

/** "Had the helper already arrived?" is asked from this long before the start: only on game day. */
export const ARRIVAL_QUESTION_HOURS = 2;

export const CANCELLATION_FEE_KINDS = ['late_cancel', 'show_up'] as const;
export type CancellationFeeKind = (typeof CANCELLATION_FEE_KINDS)[number];

export interface CancellationFee {
  kind: CancellationFeeKind | 'none';
  percent: number;
  cents: number;
}

const HOUR_MS = 3_600_000;

/** Whether the team may say its helper is already at the venue: from shortly before the start on. */
export const canAskArrival = (startsAt: Date, now: Date): boolean =>
  now.getTime() >= startsAt.getTime() - ARRIVAL_QUESTION_HOURS * HOUR_MS;

/**
 * What cancelling now costs the team. Only a booked job can owe a fee. A weather cancellation with
 * the helper already there pays the show-up fee; otherwise cancelling within `freeUntilHours` of
 * the start (weather included) pays the late fee; earlier is free. After the start the team cannot
 * cancel at all (BOOKING_RULES.cancel); this only prices what the table allows.
 */
export function cancellationFee(
  policy: CancellationPolicy,
  payCents: number,
  at: { booked: boolean; reason: CancellationReason; helperArrived: boolean; startsAt: Date; now: Date },
): CancellationFee {
  const none: CancellationFee = { kind: 'none', percent: 0, cents: 0 };
  if (!at.booked) return none;
  const fee = (kind: CancellationFeeKind, chosen: number): CancellationFee => {
    // A policy stored before the floor still pays at least the floor.
    const percent = Math.max(chosen, CANCELLATION_FEE_FLOOR_PERCENT);
    const cents = Math.round((payCents * percent) / 100);
    return cents > 0 ? { kind, percent, cents } : none;
  };
  if (at.reason === 'weather' && at.helperArrived && canAskArrival(at.startsAt, at.now))
    return fee('show_up', policy.showUpPercent);
  if (at.startsAt.getTime() - at.now.getTime() < policy.freeUntilHours * HOUR_MS)
    return fee('late_cancel', policy.lateCancelPercent);
  return none;
}

/** The normalized cancel request: the old body (free text only) is an 'other' with that text as note. */
export function cancelRequestOf(
  body: { reason?: string; note?: string; helperArrived?: boolean } | undefined,
): {
  reason: CancellationReason;
  note: string | null;
  helperArrived: boolean;
} {
  const raw = body?.reason?.trim() ?? '';
  const known = (CANCELLATION_REASONS as readonly string[]).includes(raw);
  const note = known ? body?.note?.trim() : raw || body?.note?.trim();
  return {
    reason: known ? (raw as CancellationReason) : 'other',
    note: note || null,
    helperArrived: body?.helperArrived === true,
  };
}

const dollars = (cents: number) =>
  `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** The policy in one sentence, as the job page shows it before anyone applies (amounts once the pay is known). */
export function cancellationPolicySentence(policy: CancellationPolicy, payCents: number | null): string {
  const amount = (percent: number) =>
    payCents === null ? '' : ` (${dollars(Math.round((payCents * percent) / 100))})`;
  return (
    `Free until ${policy.freeUntilHours} hours before the game; ` +
    `after that the team pays ${policy.lateCancelPercent}% of the pay${amount(policy.lateCancelPercent)}; ` +
    `if the game is rained out after the helper arrives, ${policy.showUpPercent}%${amount(policy.showUpPercent)}. ` +
    'Once the game has started it cannot be cancelled.'
  );
}

/** How the fee is named to both sides. */
export const CANCELLATION_FEE_LABELS: Record<CancellationFeeKind, string> = {
  late_cancel: 'Late-cancellation fee',
  show_up: 'Show-up fee',
};
