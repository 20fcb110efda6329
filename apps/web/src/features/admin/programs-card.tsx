import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { adminProgramsQuery } from './api/queries';

/**
 * Loyalty & Referral Programs: only figures the database holds today. Credits, platform fees and
 * amounts owed join with the payments work; never a placeholder number.
 */
export function ProgramsCard() {
  const programs = useQuery(adminProgramsQuery());
  const figures = programs.data
    ? [
        { label: 'Referrals signed up', value: programs.data.referralsSignedUp },
        { label: 'Referrals completed', value: programs.data.referralsCompleted },
      ]
    : [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Loyalty & Referral Programs</CardTitle>
      </CardHeader>
      <CardContent>
        {programs.isError && <p role="alert">Could not load the programs.</p>}
        <dl className="grid grid-cols-2 gap-4">
          {figures.map((f) => (
            <div key={f.label}>
              <dt className="text-sm text-slate-700">{f.label}</dt>
              <dd className="text-2xl font-bold text-slate-900">{f.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
