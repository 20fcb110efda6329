import { ROLE_LABELS, type User } from '@sideline/shared';
import { Card, CardContent } from '@/components/ui/card';
import { fullName } from '@/lib/format/names';

/** Roles without a team or helper profile (admin, tournament director) see their account only. */
export function AccountCard({ user }: { user: Pick<User, 'firstName' | 'lastName' | 'email' | 'role'> }) {
  const rows = [
    { label: 'Name', value: fullName(user) },
    { label: 'Email', value: user.email },
    { label: 'Role', value: ROLE_LABELS[user.role] },
  ];
  return (
    <Card className="max-w-xl">
      <CardContent className="pt-6">
        <dl className="divide-y divide-slate-100">
          {rows.map((row) => (
            <div
              key={row.label}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm"
            >
              <dt className="text-slate-600">{row.label}</dt>
              <dd className="font-medium wrap-anywhere text-slate-900">{row.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
