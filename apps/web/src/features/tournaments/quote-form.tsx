import { useState, type FormEvent } from 'react';
import { Link, useActionData } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import type { QuoteRequestInput } from '@sideline/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, focusFirst, serverFieldErrors, type FieldErrors } from './form-errors';
import { filledIn, type QuotePosted, type QuoteValues } from './quote-posted';

/** The schema and the call, with zod: asked for at the first keystroke, so the page loads none. */
const loadSubmit = () => import('./quote-submit');

const EMPTY: QuoteValues = {
  name: '',
  email: '',
  organization: '',
  tournamentName: '',
  dates: '',
  fields: '',
  message: '',
};

const FIELDS: Array<{
  key: Exclude<keyof QuoteValues, 'message'>;
  label: string;
  type?: string;
  required?: boolean;
  autoComplete?: string;
}> = [
  { key: 'name', label: 'Your Name', required: true, autoComplete: 'name' },
  { key: 'email', label: 'Email', type: 'email', required: true, autoComplete: 'email' },
  { key: 'organization', label: 'Organization', autoComplete: 'organization' },
  { key: 'tournamentName', label: 'Tournament Name', required: true },
  { key: 'dates', label: 'Tournament Dates' },
  { key: 'fields', label: 'Number of Fields' },
];

/** The quote request: stored, emailed to staff, answered within 24 hours. Nothing typed is lost on a refusal. */
export function QuoteForm() {
  // Posted as plain HTML (a page with no script), the page comes back with what the server made of it.
  const posted = useActionData<QuotePosted | undefined>();
  const kept = posted && 'values' in posted ? posted : null;
  const [values, setValues] = useState<QuoteValues>(kept?.values ?? EMPTY);
  const [errors, setErrors] = useState<FieldErrors>(kept?.errors ?? {});
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<string | null>(posted && 'sent' in posted ? posted.sent : null);

  const set = (key: keyof QuoteValues, value: string) => {
    void loadSubmit();
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = filledIn(values) as QuoteRequestInput;
    const { QuoteRequestBodySchema, issuesToErrors, requestQuote } = await loadSubmit();
    const parsed = QuoteRequestBodySchema.safeParse(input);
    if (!parsed.success) {
      const found = issuesToErrors(parsed.error.issues);
      setErrors(found);
      focusFirst('quote', found);
      return;
    }
    setPending(true);
    try {
      await requestQuote(parsed.data);
      setSent(parsed.data.email);
      setValues(EMPTY);
      toast({ title: 'Request Submitted', description: 'We will send your quote within 24 hours.' });
    } catch (error) {
      const found = serverFieldErrors(error);
      setErrors(found);
      toast({
        title: 'Request Failed',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
      focusFirst('quote', found);
    } finally {
      setPending(false);
    }
  }

  if (sent) {
    return (
      <Alert variant="success" role="status">
        <CheckCircle2 aria-hidden="true" className="size-5" />
        <div>
          <AlertTitle>Request Submitted</AlertTitle>
          <AlertDescription>
            Thank you! We will email your quote to {sent} within 24 hours.{' '}
            {/* A link, so that a page with no script can also start again. */}
            <Link
              to="#quote"
              onClick={() => setSent(null)}
              className="font-medium text-brand-800 underline underline-offset-4"
            >
              Request another quote
            </Link>
          </AlertDescription>
        </div>
      </Alert>
    );
  }

  return (
    <form
      method="post"
      action="/tournament-director#quote"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 sm:grid-cols-2"
    >
      {kept?.failure && (
        <Alert variant="destructive" className="sm:col-span-2">
          <AlertTitle>Request Failed</AlertTitle>
          <AlertDescription>{kept.failure}</AlertDescription>
        </Alert>
      )}
      {FIELDS.map((field) => (
        <TextField
          key={field.key}
          id={`quote-${field.key}`}
          name={field.key}
          label={field.label}
          type={field.type ?? 'text'}
          autoComplete={field.autoComplete}
          requiredMark={field.required}
          value={values[field.key]}
          error={errors[field.key]}
          aria-invalid={errors[field.key] ? true : undefined}
          onChange={(event) => set(field.key, event.target.value)}
        />
      ))}
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <Label htmlFor="quote-message">Tell us about your tournament</Label>
        <Textarea
          id="quote-message"
          name="message"
          value={values.message}
          placeholder="Number of games, services you need (scorekeeping, scoreboard, streaming)..."
          onChange={(event) => set('message', event.target.value)}
        />
      </div>
      <Button type="submit" disabled={pending} className="sm:col-span-2 sm:justify-self-start">
        {pending && <Spinner className="size-4 text-white" label="Sending" />}
        {pending ? 'Sending...' : 'Request a Quote'}
      </Button>
    </form>
  );
}
