import { isHelperRole, type User } from '@sideline/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const METHOD_LABELS = { venmo: 'Venmo', paypal: 'PayPal' } as const;

type PaymentUser = Pick<User, 'role' | 'venmoUsername' | 'paypalEmail' | 'preferredPaymentMethod'>;

/** How the user receives (helper, both) or makes (team) payments, as saved on their account. */
export function PaymentSettingsCard({ user }: { user: PaymentUser }) {
  const rows = [
    { label: 'Venmo', value: user.venmoUsername },
    { label: 'PayPal', value: user.paypalEmail },
    {
      label: 'Preferred method',
      value: user.preferredPaymentMethod ? METHOD_LABELS[user.preferredPaymentMethod] : null,
    },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment Settings</CardTitle>
        <CardDescription>
          {isHelperRole(user.role) ? 'How you receive payments from teams.' : 'How you pay your helpers.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-slate-100">
          {rows.map((row) => (
            <div key={row.label} className="flex items-center justify-between gap-4 py-2 text-sm">
              <dt className="text-slate-600">{row.label}</dt>
              <dd className={row.value ? 'font-medium wrap-anywhere text-slate-900' : 'text-slate-600'}>
                {row.value || 'Not set'}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
