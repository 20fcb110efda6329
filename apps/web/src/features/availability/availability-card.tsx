import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  AVAILABILITY_MAX_GAMES_PER_DAY,
  AVAILABILITY_MESSAGES,
  AvailabilityBodySchema,
  type Availability,
} from '@sideline/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { fieldClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { availabilityQuery, useSaveAvailability } from './api/availability-api';
import { bodyOf, draftOf, errorsOf, US_ZONES, type Draft } from './availability-draft';
import { BlackoutFields } from './blackout-fields';
import { CalendarSection } from './calendar-section';
import { WeeklyHoursFields } from './weekly-hours-fields';

/** The helper's availability (issue 55): alerts, search, ranking and re-staffing follow it. */
export function AvailabilityCard({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const saved = useQuery(availabilityQuery());
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle as={headingLevel}>Availability</CardTitle>
        <CardDescription>
          When you can work. Job alerts skip games outside it, Find Work marks the ones that fit, and teams
          see whether you are available when you apply.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {saved.isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            <span className="sr-only">Loading availability...</span>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : saved.isError ? (
          <Alert variant="destructive">Could not load your availability. Reload the page to try again.</Alert>
        ) : (
          <div className="flex flex-col gap-6">
            <AvailabilityForm saved={saved.data} />
            <CalendarSection saved={saved.data} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function AvailabilityForm({ saved }: { saved: Availability }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveAvailability();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors({});
  };
  const zones = US_ZONES.some(([zone]) => zone === draft.timeZone)
    ? US_ZONES
    : [[draft.timeZone, draft.timeZone] as [string, string], ...US_ZONES];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = AvailabilityBodySchema.safeParse(bodyOf(draft));
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: (fresh) => {
        setDraft(draftOf(fresh));
        toast({ title: 'Availability Saved', description: AVAILABILITY_MESSAGES.saved });
      },
      onError: (error) => {
        if (error instanceof ApiError)
          setErrors(
            errorsOf(
              (error.body?.details ?? []).map((d) => ({
                path: String(d.path).split('.'),
                message: d.message,
              })),
            ),
          );
        toast({
          title: 'Save Failed',
          description: error instanceof ApiError ? error.serverMessage : 'Could not save your availability',
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-label="Availability">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="availability-zone">Your time zone</Label>
          <select
            id="availability-zone"
            className={fieldClasses}
            value={draft.timeZone}
            onChange={(e) => set('timeZone', e.target.value)}
          >
            {zones.map(([zone, label]) => (
              <option key={zone} value={zone}>
                {label} ({zone})
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="availability-max">Most games a day</Label>
          <select
            id="availability-max"
            className={fieldClasses}
            value={draft.maxGamesPerDay}
            onChange={(e) => set('maxGamesPerDay', e.target.value)}
          >
            <option value="">No limit</option>
            {Array.from({ length: AVAILABILITY_MAX_GAMES_PER_DAY }, (_, i) => (
              <option key={i + 1} value={String(i + 1)}>
                {i + 1}
              </option>
            ))}
          </select>
        </div>
      </div>
      <WeeklyHoursFields rows={draft.weekly} errors={errors} onChange={(rows) => set('weekly', rows)} />
      <BlackoutFields rows={draft.blackouts} errors={errors} onChange={(rows) => set('blackouts', rows)} />
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Availability'}
      </Button>
    </form>
  );
}
