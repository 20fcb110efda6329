import type { AdminUserCredits, CreditReason } from '@sideline/shared';
import { Pill } from './status-badge';

const CREDIT_REASON_LABELS: Record<CreditReason, string> = {
  loyalty: 'Loyalty',
  referral_referrer: 'Referral (referrer)',
  referral_referred: 'Referral (referred)',
  spent: 'Spent in checkout',
  returned: 'Returned',
};

const when = (iso: string) => new Date(iso).toLocaleString();
const date = (iso: string) => new Date(iso).toLocaleDateString();
const signed = (delta: number) => (delta > 0 ? `+${delta}` : `${delta}`);

function EmailPill({ confirmed }: { confirmed: boolean }) {
  return confirmed ? (
    <Pill tone="completed">Email confirmed</Pill>
  ) : (
    <Pill tone="assigned">Email not confirmed</Pill>
  );
}

/**
 * A user's free games (decisions 6 and 7): the counters, who referred them, whom they referred (a
 * referral pays out once both emails are confirmed and the referred coach's first card-paid game
 * settles) and the credits ledger, so staff can spot referral farming.
 */
export function CreditsSection({ credits }: { credits: AdminUserCredits }) {
  const { referredBy, referrals, ledger } = credits;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[8rem_1fr] gap-1">
        <dt className="font-medium">Free games left</dt>
        <dd>{credits.freeGamesRemaining}</dd>
        <dt className="font-medium">Paid games</dt>
        <dd>{credits.paidGamesCompleted}</dd>
        <dt className="font-medium">Referral code</dt>
        <dd className="font-mono break-all">{credits.referralCode}</dd>
        <dt className="font-medium">Referred by</dt>
        <dd className="[overflow-wrap:anywhere]">
          {referredBy ? (
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span>
                {referredBy.name} ({referredBy.email})
              </span>
              <EmailPill confirmed={referredBy.emailConfirmed} />
            </span>
          ) : (
            'Nobody'
          )}
        </dd>
      </dl>

      <div>
        <h4 className="font-medium text-slate-900">{`People they referred (${credits.referralCount})`}</h4>
        {referrals.length === 0 ? (
          <p className="mt-1">Nobody has signed up with their code yet.</p>
        ) : (
          <ul className="mt-1 flex flex-col gap-2">
            {referrals.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="[overflow-wrap:anywhere]">
                  {r.name} ({r.email}) · signed up {date(r.createdAt)}
                </span>
                <EmailPill confirmed={r.emailConfirmed} />
                {r.hasCompletedFirstPaidGame ? (
                  <Pill tone="completed">First paid game done</Pill>
                ) : (
                  <Pill tone="neutral">No paid game yet</Pill>
                )}
              </li>
            ))}
          </ul>
        )}
        {credits.referralCount > referrals.length && (
          <p className="mt-1 text-slate-700">
            Showing the newest {referrals.length} of {credits.referralCount}.
          </p>
        )}
      </div>

      <div>
        <h4 className="font-medium text-slate-900">Credit ledger</h4>
        {ledger.length === 0 ? (
          <p className="mt-1">No credit activity yet.</p>
        ) : (
          <ul className="mt-1 flex flex-col gap-2">
            {ledger.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium">{CREDIT_REASON_LABELS[c.reason]}</span>
                <Pill tone={c.delta < 0 ? 'destructive' : 'completed'}>{signed(c.delta)} free game</Pill>
                <span className="[overflow-wrap:anywhere]">
                  {[
                    c.jobTitle ?? (c.jobId === null ? null : `Job #${c.jobId}`),
                    c.counterpart && `with ${c.counterpart.name}`,
                    when(c.createdAt),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
