import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  TOURNAMENT_SERVICES,
  TournamentSignupSchema,
  type ErrorCode,
  type TournamentSignupInput,
} from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { fieldClasses } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useAuth } from '@/lib/session/use-auth';
import { tournamentSignup } from './api/tournaments-api';
import { errorMessage, focusFirst, issuesToErrors, serverFieldErrors, type FieldErrors } from './form-errors';
import { GamesFileField } from './games-file-field';

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  username: '',
  password: '',
  confirmPassword: '',
  organization: '',
  title: '',
  phone: '',
  zipCode: '',
  tournamentName: '',
  tournamentDates: '',
  numberOfFields: '',
  estimatedGames: '',
  specialRequirements: '',
  servicesNeeded: '',
};
type Values = typeof EMPTY;
type Key = keyof Values;

interface FieldSpec {
  key: Key;
  label: string;
  type?: string;
  autoComplete?: string;
  hint?: string;
  inputMode?: 'numeric' | 'tel';
}

const SECTIONS: Array<{ title: string; fields: FieldSpec[] }> = [
  {
    title: 'Your account',
    fields: [
      { key: 'firstName', label: 'First Name', autoComplete: 'given-name' },
      { key: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
      { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
      { key: 'username', label: 'Username', autoComplete: 'username' },
      {
        key: 'password',
        label: 'Password',
        type: 'password',
        autoComplete: 'new-password',
        hint: 'At least 8 characters.',
      },
      { key: 'confirmPassword', label: 'Confirm Password', type: 'password', autoComplete: 'new-password' },
    ],
  },
  {
    title: 'Your organization',
    fields: [
      { key: 'organization', label: 'Organization', autoComplete: 'organization' },
      {
        key: 'title',
        label: 'Title',
        autoComplete: 'organization-title',
        hint: 'For example Tournament Director.',
      },
      { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
      { key: 'zipCode', label: 'ZIP Code', autoComplete: 'postal-code', inputMode: 'numeric' },
    ],
  },
  {
    title: 'Your tournament',
    fields: [
      { key: 'tournamentName', label: 'Tournament Name' },
      { key: 'tournamentDates', label: 'Tournament Dates', hint: 'For example June 13-14, 2026.' },
      { key: 'numberOfFields', label: 'Number of Fields', type: 'number', inputMode: 'numeric' },
      { key: 'estimatedGames', label: 'Estimated Games', type: 'number', inputMode: 'numeric' },
    ],
  },
];

const FILE_CODES = new Set<ErrorCode>([
  'invalid_file_type',
  'file_too_large',
  'empty_file',
  'unreadable_file',
  'schedule_columns_missing',
  'schedule_too_many_rows',
  'schedule_cell_invalid',
]);

/** The refusal, with each bad row the server named. */
function fileProblemText(error: ApiError): string {
  const rows = (error.body?.details ?? []).map((detail) => detail.message);
  return rows.length > 1 ? `${error.serverMessage} ${rows.slice(1).join(' ')}` : error.serverMessage;
}

/** The form as the shared schema reads it: counts as numbers, blank optional fields left out. */
function toInput(values: Values): TournamentSignupInput {
  const count = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  return {
    ...values,
    numberOfFields: count(values.numberOfFields),
    estimatedGames: count(values.estimatedGames),
    specialRequirements: values.specialRequirements.trim() || undefined,
    servicesNeeded: (values.servicesNeeded || undefined) as TournamentSignupInput['servicesNeeded'],
  };
}

/** The tournament director's sign-up (spec doc 2): validated by the shared schema on both sides. */
export function TournamentSignupForm() {
  const { setUser } = useAuth();
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  const set = (key: Key, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = TournamentSignupSchema.safeParse(toInput(values));
    if (!parsed.success) {
      const found = issuesToErrors(parsed.error.issues);
      setErrors(found);
      toast({ title: 'Signup Failed', description: Object.values(found)[0], variant: 'destructive' });
      focusFirst('tournament', found);
      return;
    }
    setPending(true);
    try {
      const {
        message,
        tournamentId: _id,
        gamesImported: _count,
        ...user
      } = await tournamentSignup(parsed.data, file);
      setUser(user);
      toast({ title: 'Sign-up Received', description: message ?? 'Your account is under review.' });
      void navigate('/dashboard');
    } catch (error) {
      // A refused games file (its type, size, columns or rows) is shown under the file field.
      const fileRefused = error instanceof ApiError && error.code !== undefined && FILE_CODES.has(error.code);
      const next = fileRefused ? { gamesFile: fileProblemText(error) } : serverFieldErrors(error);
      setErrors(next);
      toast({
        title: 'Signup Failed',
        description: errorMessage(error, 'Signup failed'),
        variant: 'destructive',
      });
      focusFirst('tournament', next);
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-8">
      {SECTIONS.map((section) => (
        <fieldset key={section.title} className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-lg font-semibold text-slate-900">{section.title}</legend>
          {section.fields.map((field) => (
            <TextField
              key={field.key}
              id={`tournament-${field.key}`}
              label={field.label}
              type={field.type ?? 'text'}
              autoComplete={field.autoComplete}
              inputMode={field.inputMode}
              min={field.type === 'number' ? 1 : undefined}
              hint={field.hint}
              requiredMark
              value={values[field.key]}
              error={errors[field.key]}
              onChange={(event) => set(field.key, event.target.value)}
            />
          ))}
        </fieldset>
      ))}

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-3 text-lg font-semibold text-slate-900">Services and games</legend>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="tournament-servicesNeeded">Services Needed (optional)</Label>
          <select
            id="tournament-servicesNeeded"
            className={fieldClasses}
            value={values.servicesNeeded}
            onChange={(event) => set('servicesNeeded', event.target.value)}
          >
            <option value="">Not sure yet</option>
            {TOURNAMENT_SERVICES.map((service) => (
              <option key={service} value={service}>
                {service}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="tournament-specialRequirements">Special Requirements (optional)</Label>
          <Textarea
            id="tournament-specialRequirements"
            value={values.specialRequirements}
            onChange={(event) => set('specialRequirements', event.target.value)}
          />
        </div>
        <GamesFileField
          id="tournament-gamesFile"
          file={file}
          error={errors.gamesFile}
          onChange={(chosen, problem) => {
            setFile(chosen);
            setErrors(({ gamesFile: _old, ...rest }) => (problem ? { ...rest, gamesFile: problem } : rest));
            if (problem) toast({ title: 'Invalid File Type', description: problem, variant: 'destructive' });
          }}
        />
      </fieldset>

      <Button type="submit" disabled={pending} className="w-full">
        {pending && <Spinner className="size-4 text-white" label="Signing up" />}
        {pending ? 'Creating Account...' : 'Create Director Account'}
      </Button>
    </form>
  );
}
