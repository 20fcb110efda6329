import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  JOB_ALERT_CHANNEL_LABELS,
  JOB_ALERT_CHANNELS,
  JOB_TYPES,
  JobAlertSettingsBodySchema,
  serviceTypeInfo,
  WEEKDAY_LABELS,
  type JobAlertChannel,
  type JobAlertSettings,
  type JobType,
} from '@sideline/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { fieldById, useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { toast } from '@/components/ui/use-toast';
import {
  collectErrors,
  focusField,
  serverFieldErrors,
  type FormErrors,
} from '@/features/profiles/form-errors';
import { ApiError } from '@/lib/api';
import { jobAlertsQuery, useSaveJobAlerts } from './api/job-alerts-api';

interface Draft {
  zipCode: string;
  radius: string;
  services: JobType[];
  days: number[];
  channel: JobAlertChannel;
}

const draftOf = (saved: JobAlertSettings): Draft => ({
  zipCode: saved.zipCode ?? '',
  radius: String(saved.radius),
  services: saved.services,
  days: saved.days,
  // A helper who has never saved is offered the digest rather than "off" as the next step.
  channel: saved.zipCode === null ? 'email' : saved.channel,
});

const toggle = <T,>(list: readonly T[], item: T, on: boolean): T[] =>
  on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);

/** New games that fit the helper's area, services and days, pushed or emailed (issue 38). */
export function JobAlertsCard({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const settings = useQuery(jobAlertsQuery());
  return (
    <Card>
      <CardHeader>
        <CardTitle as={headingLevel}>Job Alerts</CardTitle>
        <CardDescription>
          Hear about new games near you: a push for games in the next 48 hours, the rest in one email each
          morning.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            <span className="sr-only">Loading job alerts...</span>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : settings.isError ? (
          <Alert variant="destructive">Could not load your job alerts. Reload the page to try again.</Alert>
        ) : (
          <JobAlertsForm saved={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}

function JobAlertsForm({ saved }: { saved: JobAlertSettings }) {
  const [draft, setDraft] = useState(() => draftOf(saved));
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useSaveJobAlerts();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  // The dashboard may come rendered by the server (decision 0037): typing can precede the app.
  useTypedBeforeHydration(fieldById('job-alerts-zipCode'), draft.zipCode, (typed) => set('zipCode', typed));
  useTypedBeforeHydration(fieldById('job-alerts-radius'), draft.radius, (typed) => set('radius', typed));

  const submit = (channel: JobAlertChannel) => {
    const parsed = JobAlertSettingsBodySchema.safeParse({
      ...draft,
      channel,
      radius: draft.radius.trim() === '' ? undefined : Number(draft.radius),
    });
    if (!parsed.success) {
      const found = collectErrors(parsed.error.issues);
      setErrors(found);
      focusField(`job-alerts-${Object.keys(found)[0] ?? 'zipCode'}`);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (fresh) => {
        setDraft(draftOf(fresh));
        toast({
          title: fresh.channel === 'off' ? 'Job Alerts Off' : 'Job Alerts Saved',
          description:
            fresh.channel === 'off'
              ? 'You will not get job alerts.'
              : JOB_ALERT_CHANNEL_LABELS[fresh.channel],
        });
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        toast({
          title: 'Save Failed',
          description: error instanceof ApiError ? error.serverMessage : 'Could not save your job alerts',
          variant: 'destructive',
        });
      },
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(draft.channel);
  };
  const on = saved.zipCode !== null && saved.channel !== 'off';

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Job alerts">
      <p className="text-sm font-medium text-slate-800" role="status">
        {on ? `Alerts are on: ${JOB_ALERT_CHANNEL_LABELS[saved.channel].toLowerCase()}.` : 'Alerts are off.'}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="job-alerts-zipCode"
          label="ZIP code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={draft.zipCode}
          error={errors.zipCode}
          onChange={(event) => set('zipCode', event.target.value)}
        />
        <TextField
          id="job-alerts-radius"
          label="Within (miles)"
          type="number"
          min={1}
          max={100}
          inputMode="numeric"
          value={draft.radius}
          error={errors.radius}
          onChange={(event) => set('radius', event.target.value)}
        />
      </div>
      <CheckboxGroup
        id="job-alerts-services"
        legend="Services"
        options={JOB_TYPES.map((type) => ({ value: type, label: serviceTypeInfo(type).label }))}
        selected={draft.services}
        error={errors.services}
        onChange={(value, next) => set('services', toggle(draft.services, value, next))}
      />
      <CheckboxGroup
        id="job-alerts-days"
        legend="Days you work"
        options={WEEKDAY_LABELS.map((label, day) => ({ value: day, label: label.slice(0, 3), name: label }))}
        selected={draft.days}
        error={errors.days}
        onChange={(value, next) => set('days', toggle(draft.days, value, next))}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-900">How alerts reach you</legend>
        <RadioGroup
          id="job-alerts-channel"
          value={draft.channel}
          onValueChange={(value) => set('channel', value as JobAlertChannel)}
          aria-label="How alerts reach you"
        >
          {JOB_ALERT_CHANNELS.map((channel) => (
            <div key={channel} className="flex items-start gap-2">
              <RadioGroupItem id={`job-alerts-channel-${channel}`} value={channel} className="mt-0.5" />
              <Label htmlFor={`job-alerts-channel-${channel}`} className="cursor-pointer font-normal">
                {JOB_ALERT_CHANNEL_LABELS[channel]}
              </Label>
            </div>
          ))}
        </RadioGroup>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Job Alerts'}
        </Button>
        {on && (
          <Button type="button" variant="outline" disabled={save.isPending} onClick={() => submit('off')}>
            Turn off alerts
          </Button>
        )}
      </div>
    </form>
  );
}
