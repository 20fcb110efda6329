import { useState, type FormEvent } from 'react';
import { GuardianSignupBodySchema } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useGuardianSignup } from './api/guardians-api';

const FIELDS = [
  { key: 'firstName', label: 'First Name', autoComplete: 'given-name', type: 'text' },
  { key: 'lastName', label: 'Last Name', autoComplete: 'family-name', type: 'text' },
  { key: 'username', label: 'Username', autoComplete: 'username', type: 'text' },
  { key: 'password', label: 'Password', autoComplete: 'new-password', type: 'password' },
  { key: 'zipCode', label: 'ZIP Code', autoComplete: 'postal-code', type: 'text' },
  { key: 'dateOfBirth', label: 'Date of Birth', autoComplete: 'bday', type: 'date' },
] as const;
type Key = (typeof FIELDS)[number]['key'];

/** A parent without an account makes one here; the same press records their consent. */
export function GuardianSignupForm({
  token,
  email,
  teenFirstName,
}: {
  token: string;
  email: string;
  teenFirstName: string;
}) {
  const signup = useGuardianSignup();
  const [values, setValues] = useState<Record<Key, string>>({
    firstName: '',
    lastName: '',
    username: '',
    password: '',
    zipCode: '',
    dateOfBirth: '',
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = GuardianSignupBodySchema.safeParse({ token, ...values });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      document.getElementById(`guardian-${parsed.error.issues[0]?.path[0] as string}`)?.focus();
      return;
    }
    setErrors({});
    signup.mutate(parsed.data, {
      onError: (error) => {
        const message = error instanceof ApiError ? error.serverMessage : 'Could not create account';
        const next: Record<string, string> = {};
        if (error instanceof ApiError) {
          for (const d of error.body?.details ?? []) next[d.path.split('.').pop() ?? 'form'] ??= d.message;
          if (error.code === 'username_taken') next.username = message;
          if (error.code === 'guardian_must_be_adult') next.dateOfBirth = message;
        }
        setErrors(next);
        toast({ title: 'Could Not Approve', description: message, variant: 'destructive' });
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-labelledby="guardian-signup-title"
    >
      <h2 id="guardian-signup-title" className="text-lg font-semibold text-slate-900">
        New to Sideline? Create your parent account
      </h2>
      <p className="text-sm text-slate-700">
        Your account uses <strong>{email}</strong>, the address {teenFirstName} gave us.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <TextField
            key={field.key}
            id={`guardian-${field.key}`}
            label={field.label}
            requiredMark
            type={field.type}
            autoComplete={field.autoComplete}
            inputMode={field.key === 'zipCode' ? 'numeric' : undefined}
            value={values[field.key]}
            onChange={(event) => setValues((v) => ({ ...v, [field.key]: event.target.value }))}
            error={errors[field.key]}
          />
        ))}
      </div>
      <Button type="submit" disabled={signup.isPending} className="self-start">
        {signup.isPending ? 'Approving...' : `Create Account and Approve ${teenFirstName}`}
      </Button>
    </form>
  );
}
