import { useState, type FormEvent } from 'react';
import { todayIn, type User } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { DescriptionInput, FieldFrame, JobTypeSelect, PaySummary, RateInput } from './post-job-fields';
import {
  FIELD_ORDER,
  initialValues,
  validatePostJob,
  type PostJobErrors,
  type PostJobField,
  type PostJobValues,
} from './post-job-values';
import { serverFieldErrors, usePostJob } from './use-post-job';
import { VenueAutocomplete } from './venue-autocomplete';

const fieldId = (field: PostJobField) => `post-job-${field}`;

/** Post a Job. Checks run on Post; after a first try, messages follow the fields as they change. */
export function PostJobForm({ user }: { user: User }) {
  const [values, setValues] = useState<PostJobValues>(() => initialValues(user.zipCode ?? ''));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<PostJobErrors>({});
  const postJob = usePostJob(user.id);
  const today = todayIn();

  const clientErrors = submitted ? (validatePostJob(values, today).errors ?? {}) : {};
  const errorOf = (field: PostJobField) => clientErrors[field] ?? serverErrors[field];

  const set = (field: PostJobField) => (value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    // The server's word on a field no longer holds once that field changes.
    setServerErrors((prev) => (prev[field] ? { ...prev, [field]: undefined } : prev));
  };
  const onInput = (field: PostJobField) => (event: { target: { value: string } }) =>
    set(field)(event.target.value);

  const focusFirst = (errors: PostJobErrors) => {
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (postJob.isPending) return;
    setSubmitted(true);
    const result = validatePostJob(values, today);
    if (!result.body) {
      focusFirst(result.errors);
      return;
    }
    postJob.mutate(result.body, {
      onError: (error) => {
        const fromServer = serverFieldErrors(error);
        setServerErrors(fromServer);
        focusFirst(fromServer);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Post a Job" className="flex flex-col gap-5">
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
        aria-disabled={postJob.isPending || undefined}
        className="w-full sm:w-auto sm:self-start"
      >
        {postJob.isPending && <Spinner className="size-4 text-white" label="Posting job" />}
        {postJob.isPending ? 'Posting Job...' : 'Post Job'}
      </Button>
    </form>
  );
}
