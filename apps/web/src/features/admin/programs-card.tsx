import { useQuery } from '@tanstack/react-query';
import type { CreditReason } from '@sideline/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { adminProgramsQuery } from './api/queries';
import { money } from './action-dialog';
import { StaffingTable } from './staffing-table';

const EARNED: Record<Exclude<CreditReason, 'spent' | 'returned'>, string> = {
  loyalty: 'Credits earned: loyalty',
  referral_referrer: 'Credits earned: referrers',
  referral_referred: 'Credits earned: referred coaches',
};

/**
 * Loyalty & Referral Programs: every figure summed by the server from the credits and payments ledgers,
 * then staffing by week and sport (its own request, so each part loads on its own).
 */
export function ProgramsCard() {
  const programs = useQuery(adminProgramsQuery());
  const p = programs.data;
  const earned = (reason: keyof typeof EARNED) =>
    p?.creditsEarned.find((c) => c.reason === reason)?.count ?? 0;
  const figures = p
    ? [
        ...(Object.keys(EARNED) as (keyof typeof EARNED)[]).map((r) => ({
          label: EARNED[r],
          value: earned(r),
        })),
        { label: 'Credits spent', value: p.creditsSpent },
        { label: 'Referrals signed up', value: p.referralsSignedUp },
        { label: 'Referrals completed', value: p.referralsCompleted },
        { label: 'Platform fees this month', value: money(p.platformFeesThisMonth) },
        { label: 'Platform fees in total', value: money(p.platformFeesTotal) },
        { label: `Owed to helpers (${p.owedPayments} games)`, value: money(p.owedToHelpers) },
        { label: 'Paid out to helpers', value: money(p.settledToHelpers) },
      ]
    : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Loyalty & Referral Programs</CardTitle>
      </CardHeader>
      <CardContent>
        {programs.isPending && <p>Loading…</p>}
        {programs.isError && <p role="alert">Could not load the programs.</p>}
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {figures.map((f) => (
            <div key={f.label}>
              <dt className="text-sm text-slate-700">{f.label}</dt>
              <dd className="text-2xl font-bold text-slate-900">{f.value}</dd>
            </div>
          ))}
        </dl>
        <StaffingTable />
      </CardContent>
    </Card>
  );
}
