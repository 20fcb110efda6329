import { useState, type FormEvent } from 'react';
import {
  PAYMENT_METHODS,
  PAYMENT_SETTINGS_MESSAGES,
  GUARDIAN_MESSAGES,
  PaymentSettingsBodySchema,
  isHelperRole,
  type User,
} from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { TextField } from '@/components/ui/text-field';
import { fieldById, useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { toast } from '@/components/ui/use-toast';
import {
  collectErrors,
  focusField,
  serverFieldErrors,
  withoutErrors,
  type FormErrors,
} from '@/features/profiles/form-errors';
import { CardPayout } from '@/features/payments/card-payout';
import { ApiError } from '@/lib/api';
import { useCardPayments } from '@/lib/site-config';
import { useUpdatePaymentSettings } from '@/lib/session/use-update-payment-settings';

const METHOD_LABELS = { venmo: 'Venmo', paypal: 'PayPal' } as const;
type Method = (typeof PAYMENT_METHODS)[number];
type PaymentUser = Pick<
  User,
  'id' | 'role' | 'venmoUsername' | 'paypalEmail' | 'preferredPaymentMethod' | 'guardianConsent'
>;

interface Values {
  venmoUsername: string;
  paypalEmail: string;
  preferredPaymentMethod: Method | null;
}

/**
 * The form's starting values. A handle saved from a profile or Post a Job (decision 19) leaves the
 * preference unset; the one saved way is then the preferred one, as it is to the team that pays.
 */
const valuesOf = (user: PaymentUser): Values => ({
  venmoUsername: user.venmoUsername ?? '',
  paypalEmail: user.paypalEmail ?? '',
  preferredPaymentMethod:
    user.preferredPaymentMethod ?? (user.venmoUsername ? 'venmo' : user.paypalEmail ? 'paypal' : null),
});

/**
 * How the user receives (helper, both) or makes (team) payments; saved on their account. The form
 * starts again from the account whenever the saved values change (a profile saved a handle, the
 * session was re-checked), so it never shows an older state than the server's.
 */
export function PaymentSettingsCard({ user }: { user: PaymentUser }) {
  // Decision 23: a teen's payouts and payment handles are the guardian's.
  if (user.guardianConsent !== 'not_needed')
    return (
      <Card>
        <CardHeader>
          <CardTitle>Payment Settings</CardTitle>
          <CardDescription>{GUARDIAN_MESSAGES.guardianIsPayee}</CardDescription>
        </CardHeader>
        <CardContent>
          <p className="text-sm text-slate-700">
            Teams pay your parent or guardian for the games you work, through the Venmo, PayPal or card payout
            they set up. When you turn 18, you can add your own.
          </p>
        </CardContent>
      </Card>
    );
  const saved = [user.venmoUsername, user.paypalEmail, user.preferredPaymentMethod].join('\n');
  return <PaymentSettingsForm key={saved} user={user} />;
}

function PaymentSettingsForm({ user }: { user: PaymentUser }) {
  const cards = useCardPayments();
  const [values, setValues] = useState<Values>(() => valuesOf(user));
  const [errors, setErrors] = useState<FormErrors>({});
  const update = useUpdatePaymentSettings(user.id);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // Changing the preferred method can settle either "required" message.
    setErrors((current) =>
      withoutErrors(current, key === 'preferredPaymentMethod' ? ['venmoUsername', 'paypalEmail'] : [key]),
    );
  };
  // The dashboard may come rendered by the server (decision 0037): typing can precede the app.
  useTypedBeforeHydration(fieldById('payment-venmoUsername'), values.venmoUsername, (typed) =>
    set('venmoUsername', typed),
  );
  useTypedBeforeHydration(fieldById('payment-paypalEmail'), values.paypalEmail, (typed) =>
    set('paypalEmail', typed),
  );

  const fail = (message: string) =>
    toast({ title: 'Update Failed', description: message, variant: 'destructive' });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The schema trims the values; an empty one clears that handle on the server.
    const result = PaymentSettingsBodySchema.safeParse(values);
    if (!result.success) {
      const found = collectErrors(result.error.issues);
      setErrors(found);
      const first = found.venmoUsername ? 'venmoUsername' : 'paypalEmail';
      fail(found[first] ?? 'Could not update payment settings');
      focusField(`payment-${first}`);
      return;
    }
    setErrors({});
    update.mutate(result.data, {
      onSuccess: (fresh) => {
        setValues(valuesOf(fresh));
        toast({
          title: PAYMENT_SETTINGS_MESSAGES.updated,
          description: 'Your payment settings have been saved.',
        });
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        fail((error instanceof ApiError && error.body?.message) || 'Could not update payment settings');
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment Settings</CardTitle>
        <CardDescription>
          {isHelperRole(user.role)
            ? 'Set how you receive payments from teams.'
            : 'Set how you pay your helpers.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <TextField
            id="payment-venmoUsername"
            label="Venmo Username"
            autoComplete="off"
            placeholder="@your-venmo"
            maxLength={60}
            value={values.venmoUsername}
            onChange={(event) => set('venmoUsername', event.target.value)}
            error={errors.venmoUsername}
          />
          <TextField
            id="payment-paypalEmail"
            label="PayPal Email"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={values.paypalEmail}
            onChange={(event) => set('paypalEmail', event.target.value)}
            error={errors.paypalEmail}
          />
          <div className="flex flex-col gap-2">
            <p id="payment-method-label" className="text-sm font-medium text-slate-900">
              Preferred Payment Method
            </p>
            <RadioGroup
              value={values.preferredPaymentMethod ?? ''}
              onValueChange={(method) => set('preferredPaymentMethod', method as Method)}
              aria-labelledby="payment-method-label"
              className="flex flex-wrap gap-4"
            >
              {PAYMENT_METHODS.map((method) => (
                <div key={method} className="flex items-center gap-2">
                  <RadioGroupItem id={`payment-method-${method}`} value={method} />
                  <Label htmlFor={`payment-method-${method}`} className="cursor-pointer font-normal">
                    {METHOD_LABELS[method]}
                  </Label>
                </div>
              ))}
            </RadioGroup>
            <FieldError id="payment-method-error" message={errors.preferredPaymentMethod} />
          </div>
          <Button type="submit" disabled={update.isPending} className="self-start">
            {update.isPending ? 'Saving...' : 'Save Payment Settings'}
          </Button>
        </form>
        {/* No card provider: no card payouts to offer, and no call asking about them. */}
        {(isHelperRole(user.role) || user.role === 'guardian') && cards === true && <CardPayout />}
      </CardContent>
    </Card>
  );
}
