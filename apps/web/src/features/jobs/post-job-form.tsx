import { useState, type FormEvent } from 'react';
import {
  earliestToday,
  isStreamingJobType,
  STANDBY_MESSAGES,
  type PostJobBody,
  type User,
} from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCardPayments } from '@/lib/site-config';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { DescriptionInput, FieldFrame, JobTypeSelect, PaySummary, RateInput } from './post-job-fields';
import {
  FIELD_ORDER,
  initialValues,
  validatePostJob,
  type PostJobErrors,
  type PostJobField,
  type PostJobValues,
} from './post-job-values';
import { POST_FAILED_TITLE, postJobErrorMessage, serverFieldErrors, usePostJob } from './use-post-job';
import { useInlineVenmo, venmoHandleError, VENMO_FIELD_ID, VenmoInlineField } from './venmo-inline-field';
import { StreamConsentFields } from './stream-consent-fields';
import { CancellationPolicyFields } from './cancellation-policy-fields';
import { payCentsOf } from './post-job-fields';
import { VenueAutocomplete } from './venue-autocomplete';
import { SafetyRequirementFields } from './safety-requirement-fields';

const fieldId = (field: PostJobField) => `post-job-${field}`;

interface PostJobFormProps {
  user: User;
  /** Edit mode: the job's current values (posting starts blank, with the user's ZIP). */
  initial?: PostJobValues;
  /** An edit of a job helpers have applied to: its cancellation policy stays as it is. */
  policyLocked?: boolean;
  /**
   * Edit mode: sends a valid body (the caller toasts and navigates); a rejection keeps every value
   * and shows the server's field messages. Without it the form posts a new job.
   */
  onSave?: (body: PostJobBody) => Promise<unknown>;
}

const LABELS = {
  post: { form: 'Post a Job', idle: 'Post Job', pending: 'Posting Job...', spinner: 'Posting job' },
  edit: { form: 'Edit Job', idle: 'Save Changes', pending: 'Saving...', spinner: 'Saving job' },
};

/** Post a Job (or edit one). Checks run on submit; after a first try, messages follow the fields as they change. */
export function PostJobForm({ user, initial, onSave, policyLocked = false }: PostJobFormProps) {
  const [values, setValues] = useState<PostJobValues>(() => initial ?? initialValues(user.zipCode ?? ''));
  const cardPayments = useCardPayments();
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<PostJobErrors>({});
  const [saving, setSaving] = useState(false);
  const postJob = usePostJob(user.id);
  // Posting a job paid by Venmo or PayPal without a handle on the account: the form asks for it in
  // place (decision 19). A card job is paid by the card saved at booking, so it asks nothing.
  const venmo = useInlineVenmo(user, !onSave && !values.paysByCard);
  const pending = onSave ? saving : postJob.isPending || venmo.pending;
  const labels = onSave ? LABELS.edit : LABELS.post;
  const today = earliestToday();

  const clientErrors = submitted ? (validatePostJob(values, today).errors ?? {}) : {};
  const errorOf = (field: PostJobField) => clientErrors[field] ?? serverErrors[field];

  const set = (field: PostJobField) => (value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    // The server's word on a field no longer holds once that field changes.
    setServerErrors((prev) => (prev[field] ? { ...prev, [field]: undefined } : prev));
  };
  const changeConsent = (change: Partial<Pick<PostJobValues, 'streamConfirmed' | 'streamAudience'>>) => {
    setValues((prev) => ({ ...prev, ...change }));
    setServerErrors((prev) => (prev.streamConsent ? { ...prev, streamConsent: undefined } : prev));
  };
  const onInput = (field: PostJobField) => (event: { target: { value: string } }) =>
    set(field)(event.target.value);

  // The Venmo field, when shown, sits with the payment choice: after the rate, before the policy.
  const focusFirst = (errors: PostJobErrors, venmoInvalid = false) => {
    const first = FIELD_ORDER.find((field) => errors[field]);
    const venmoFirst =
      venmoInvalid && (!first || FIELD_ORDER.indexOf(first) > FIELD_ORDER.indexOf('hourlyRate'));
    const id = venmoFirst ? VENMO_FIELD_ID : first && fieldId(first);
    if (id) document.getElementById(id)?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    const result = validatePostJob(values, today);
    const venmoOk = venmo.check();
    if (!result.body || !venmoOk) {
      focusFirst(result.errors ?? {}, !venmoOk);
      // Only the handle is missing: say so as the spec's posting refusal does.
      if (result.body)
        toast({
          title: POST_FAILED_TITLE,
          description: venmoHandleError(venmo.value) ?? '',
          variant: 'destructive',
        });
      return;
    }
    const onError = (error: unknown) => {
      const fromServer = serverFieldErrors(error);
      setServerErrors(fromServer);
      if (!venmo.askIfRefused(error)) focusFirst(fromServer);
    };
    if (!onSave) {
      const body = result.body;
      venmo.saveThen(
        () => postJob.mutate(body, { onError }),
        // The handle was not saved: back to its field, everything typed still in place.
        (error) => {
          toast({
            title: POST_FAILED_TITLE,
            description: postJobErrorMessage(error),
            variant: 'destructive',
          });
          document.getElementById(VENMO_FIELD_ID)?.focus();
        },
      );
      return;
    }
    setSaving(true);
    onSave(result.body)
      .catch(onError)
      .finally(() => setSaving(false));
  };

  return (
    <form noValidate onSubmit={submit} aria-label={labels.form} className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">
        Fields marked{' '}
        <span className="text-red-700" aria-hidden="true">
          *
        </span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <FieldFrame id={fieldId('title')} label="Job Title" error={errorOf('title')}>
        {(aria) => (
          <Input
            {...aria}
            value={values.title}
            onChange={onInput('title')}
            maxLength={120}
            placeholder="e.g. Scorekeeper for 12U doubleheader"
          />
        )}
      </FieldFrame>
      <FieldFrame id={fieldId('jobType')} label="Job Type" error={errorOf('jobType')}>
        {(aria) => <JobTypeSelect {...aria} value={values.jobType} onChange={onInput('jobType')} />}
      </FieldFrame>
      {isStreamingJobType(values.jobType) && (
        <StreamConsentFields
          id={fieldId('streamConsent')}
          confirmed={values.streamConfirmed}
          audience={values.streamAudience}
          onConfirmedChange={(streamConfirmed) => changeConsent({ streamConfirmed })}
          onAudienceChange={(streamAudience) => changeConsent({ streamAudience })}
          error={errorOf('streamConsent')}
        />
      )}

      <div className="grid gap-5 sm:grid-cols-3">
        <FieldFrame id={fieldId('jobDate')} label="Date" error={errorOf('jobDate')}>
          {(aria) => (
            <Input {...aria} type="date" min={today} value={values.jobDate} onChange={onInput('jobDate')} />
          )}
        </FieldFrame>
        <FieldFrame id={fieldId('startTime')} label="Start Time" error={errorOf('startTime')}>
          {(aria) => <Input {...aria} type="time" value={values.startTime} onChange={onInput('startTime')} />}
        </FieldFrame>
        <FieldFrame id={fieldId('endTime')} label="End Time" error={errorOf('endTime')}>
          {(aria) => <Input {...aria} type="time" value={values.endTime} onChange={onInput('endTime')} />}
        </FieldFrame>
      </div>

      <VenueAutocomplete
        id={fieldId('location')}
        value={values.location}
        onChange={set('location')}
        error={errorOf('location')}
        requiredMark
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <FieldFrame id={fieldId('zipCode')} label="ZIP Code" error={errorOf('zipCode')}>
          {(aria) => (
            <Input
              {...aria}
              value={values.zipCode}
              onChange={onInput('zipCode')}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
            />
          )}
        </FieldFrame>
        <FieldFrame
          id={fieldId('hourlyRate')}
          label="Hourly Rate ($)"
          error={errorOf('hourlyRate')}
          hint="Minimum $25 per hour"
        >
          {(aria) => <RateInput {...aria} value={values.hourlyRate} onChange={onInput('hourlyRate')} />}
        </FieldFrame>
      </div>

      <PaySummary startTime={values.startTime} endTime={values.endTime} hourlyRate={values.hourlyRate} />

      {cardPayments === true && (
        <div className="flex items-start gap-3 rounded-md border border-slate-200 bg-slate-50 p-3">
          <Checkbox
            id="pays-by-card"
            checked={values.paysByCard}
            onCheckedChange={(checked) => setValues((v) => ({ ...v, paysByCard: checked === true }))}
            aria-describedby="pays-by-card-hint"
          />
          <div className="flex flex-col gap-0.5">
            <Label htmlFor="pays-by-card">Pay by card, guaranteed at booking</Label>
            <p id="pays-by-card-hint" className="text-sm text-slate-700">
              You save a card when you accept a helper. It is held two days before the game and charged 24
              hours after you mark the job complete, with a 10% platform fee. Helpers see that their pay is
              guaranteed.
            </p>
          </div>
        </div>
      )}

      {values.standbyOffers !== undefined && (
        <div className="flex items-start gap-3 rounded-md border border-slate-200 bg-slate-50 p-3">
          <Checkbox
            id="standby-offers"
            checked={values.standbyOffers}
            onCheckedChange={(checked) => setValues((v) => ({ ...v, standbyOffers: checked === true }))}
            aria-describedby="standby-offers-hint"
          />
          <div className="flex flex-col gap-0.5">
            <Label htmlFor="standby-offers">{STANDBY_MESSAGES.settingLabel}</Label>
            <p id="standby-offers-hint" className="text-sm text-slate-700">
              {STANDBY_MESSAGES.settingHint}
            </p>
          </div>
        </div>
      )}

      <SafetyRequirementFields
        value={values.requirements}
        onChange={(requirements) => setValues((v) => ({ ...v, requirements }))}
      />

      {venmo.needed && <VenmoInlineField value={venmo.value} onChange={venmo.change} error={venmo.error} />}

      <CancellationPolicyFields
        id={fieldId('cancellationPolicy')}
        locked={policyLocked}
        value={values.policy}
        onChange={(policy) => {
          setValues((prev) => ({ ...prev, policy }));
          setServerErrors((prev) =>
            prev.cancellationPolicy ? { ...prev, cancellationPolicy: undefined } : prev,
          );
        }}
        payCents={payCentsOf(values.startTime, values.endTime, values.hourlyRate)}
        error={errorOf('cancellationPolicy')}
      />

      <FieldFrame
        id={fieldId('description')}
        label="Job Description"
        error={errorOf('description')}
        hint="At least 20 characters: the game, what to bring, where to check in."
      >
        {(aria) => (
          <DescriptionInput {...aria} value={values.description} onChange={onInput('description')} />
        )}
      </FieldFrame>

      <Button
        type="submit"
        size="lg"
        aria-disabled={pending || undefined}
        className="w-full sm:w-auto sm:self-start"
      >
        {pending && <Spinner className="size-4 text-white" label={labels.spinner} />}
        {pending ? labels.pending : labels.idle}
      </Button>
    </form>
  );
}
