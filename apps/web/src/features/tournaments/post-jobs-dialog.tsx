import { useState, type FormEvent } from 'react';
import {
  JOB_TYPES,
  PostGameJobsBodySchema,
  serviceTypeInfo,
  SERVICE_JOB_TYPE,
  type Tournament,
} from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { DialogCloseButton, DialogShell } from '@/components/ui/dialog-shell';
import { fieldClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { formatAmount } from '@/lib/format/money';
import { usePostGameJobs } from './api/tournaments-api';
import { errorMessage, issuesToErrors, type FieldErrors } from './form-errors';

interface PostJobsDialogProps {
  tournament: Tournament;
  gameIds: number[];
  open: boolean;
  onOpenChange(open: boolean): void;
  onPosted(): void;
}

/** One step: the service, hourly rate and game length chosen once, a paid job for every selected game. */
export function PostJobsDialog({ tournament, gameIds, open, onOpenChange, onPosted }: PostJobsDialogProps) {
  const post = usePostGameJobs(tournament.id);
  const [jobType, setJobType] = useState<string>(
    tournament.servicesNeeded ? SERVICE_JOB_TYPE[tournament.servicesNeeded] : 'scorekeeper',
  );
  const [rate, setRate] = useState('30');
  const [hours, setHours] = useState('2');
  const [errors, setErrors] = useState<FieldErrors>({});
  const count = gameIds.length;
  const perGame = Math.round(Number(rate) * Number(hours) * 100);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = PostGameJobsBodySchema.safeParse({
      gameIds,
      jobType,
      hourlyRate: rate.trim() === '' ? Number.NaN : Number(rate),
      durationHours: hours.trim() === '' ? Number.NaN : Number(hours),
    });
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    post.mutate(parsed.data, {
      onSuccess: ({ jobIds }) => {
        toast({
          title: 'Jobs Posted',
          description: `${jobIds.length} ${jobIds.length === 1 ? 'job is' : 'jobs are'} open for helpers to apply.`,
        });
        onPosted();
        onOpenChange(false);
      },
      onError: (error) =>
        toast({
          title: 'Failed to Post Jobs',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  }

  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={`Post jobs for ${count} ${count === 1 ? 'game' : 'games'}`}
      description="Each selected game becomes a paid job under your organization. Helpers near your ZIP code can apply right away."
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="post-jobs-service">Service</Label>
          <select
            id="post-jobs-service"
            className={fieldClasses}
            value={jobType}
            onChange={(e) => setJobType(e.target.value)}
          >
            {JOB_TYPES.map((type) => (
              <option key={type} value={type}>
                {serviceTypeInfo(type).label}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="post-jobs-rate"
            label="Hourly Rate ($)"
            type="number"
            inputMode="decimal"
            min={25}
            value={rate}
            error={errors.hourlyRate}
            onChange={(e) => setRate(e.target.value)}
          />
          <TextField
            id="post-jobs-hours"
            label="Game Length (hours)"
            type="number"
            inputMode="numeric"
            min={1}
            max={12}
            value={hours}
            error={errors.durationHours}
            onChange={(e) => setHours(e.target.value)}
          />
        </div>
        {errors.gameIds && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.gameIds}
          </p>
        )}
        {Number.isFinite(perGame) && perGame > 0 && (
          <p className="text-sm text-slate-700">
            {formatAmount(perGame)} per game, {formatAmount(perGame * count)} for {count}{' '}
            {count === 1 ? 'game' : 'games'} (before the 10% platform fee on card payments).
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <DialogCloseButton>Cancel</DialogCloseButton>
          <Button type="submit" disabled={post.isPending}>
            {post.isPending ? 'Posting...' : `Post ${count} ${count === 1 ? 'Job' : 'Jobs'}`}
          </Button>
        </div>
      </form>
    </DialogShell>
  );
}
