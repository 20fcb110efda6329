import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ROLE_LABELS, SIGNUP_ROLES, isHelperRole, isTeamRole, type SignupRole } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { DeferredImageUploadField } from '@/components/uploads/image-upload-field';
import { SignupHelperFields } from './signup-helper-fields';
import { SignupTeamFields } from './signup-team-fields';
import { ERRORS_CLEARED_BY, initialSignupValues, type SignupValues } from './signup-values';
import { useSignup } from './use-signup';

type TextKey = 'firstName' | 'lastName' | 'email' | 'username' | 'password' | 'confirmPassword' | 'zipCode';

const TEXT_FIELDS: { key: TextKey; label: string; type?: string; autoComplete: string; maxLength: number }[] = [
  { key: 'firstName', label: 'First Name', autoComplete: 'given-name', maxLength: 60 },
  { key: 'lastName', label: 'Last Name', autoComplete: 'family-name', maxLength: 60 },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email', maxLength: 254 },
  { key: 'username', label: 'Username', autoComplete: 'username', maxLength: 30 },
  { key: 'password', label: 'Password', type: 'password', autoComplete: 'new-password', maxLength: 200 },
  { key: 'confirmPassword', label: 'Confirm Password', type: 'password', autoComplete: 'new-password', maxLength: 200 },
  { key: 'zipCode', label: 'ZIP Code', autoComplete: 'postal-code', maxLength: 10 },
];

const HINTS: Partial<Record<TextKey, string>> = {
  username: '3-30 characters: letters, numbers, dots, dashes or underscores.',
  password: 'At least 8 characters.',
};

/** The whole sign-up form. Values live here, so nothing typed is lost when sign-up fails. */
export function SignupForm() {
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<SignupValues>(() => initialSignupValues(searchParams.get('ref') ?? ''));
  const { submit, errors, clearErrors, isPending } = useSignup();

  const set = <K extends keyof SignupValues>(key: K, value: SignupValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    clearErrors(ERRORS_CLEARED_BY[key] ?? [key]);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(values);
  };

  const section = { values, errors, set };
  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">
        Fields marked <span aria-hidden="true" className="text-red-700">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field.key}
            id={`signup-${field.key}`}
            label={field.label}
            requiredMark
            type={field.type ?? 'text'}
            inputMode={field.key === 'zipCode' ? 'numeric' : undefined}
            autoComplete={field.autoComplete}
            maxLength={field.maxLength}
            hint={HINTS[field.key]}
            value={values[field.key]}
            onChange={(event) => set(field.key, event.target.value)}
            error={errors[field.key]}
          />
        ))}
      </div>

      <div className="flex flex-col gap-2">
        <p id="signup-role-label" className="text-sm font-medium text-slate-900">
          I am signing up as <span aria-hidden="true" className="text-red-700">*</span>
        </p>
        <RadioGroup
          value={values.role}
          onValueChange={(role) => set('role', role as SignupRole)}
          aria-labelledby="signup-role-label"
          aria-required="true"
          aria-describedby={errors.role ? 'signup-role-error' : undefined}
          className="grid-cols-1 sm:grid-cols-3"
        >
          {SIGNUP_ROLES.map((role) => (
            <div key={role} className="flex items-center gap-2 rounded-md border border-slate-200 p-3">
              <RadioGroupItem id={`signup-role-${role}`} value={role} />
              <Label htmlFor={`signup-role-${role}`} className="cursor-pointer">
                {ROLE_LABELS[role]}
              </Label>
            </div>
          ))}
        </RadioGroup>
        <FieldError id="signup-role-error" message={errors.role} />
      </div>

      {isHelperRole(values.role || null) && <SignupHelperFields {...section} />}
      {isTeamRole(values.role || null) && <SignupTeamFields {...section} />}

      <DeferredImageUploadField
        id="signup-picture"
        label="Profile Picture (optional)"
        file={values.picture}
        onChange={(file) => set('picture', file)}
        disabled={isPending}
      />

      <TextField
        id="signup-referredBy"
        label="Referral Code (optional)"
        autoComplete="off"
        maxLength={40}
        value={values.referralCode}
        onChange={(event) => set('referralCode', event.target.value)}
        error={errors.referredBy}
      />

      <FieldError id="signup-form-error" message={errors.form} />
      <Button type="submit" size="lg" disabled={isPending} className="w-full">
        {isPending && <Spinner className="size-4 text-white" label="Creating your account" />}
        {isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
