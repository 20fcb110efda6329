import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApplyBodySchema, JOB_MESSAGES, type JobDetail } from '@sideline/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describedBy, FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useHelperProfile } from '@/lib/profiles/use-helper-profile';
import { ApiError } from '@/lib/api';
import { DialogCloseButton, DialogShell } from '@/components/ui/dialog-shell';
import { perHour } from '@/lib/format/job-format';
import { useApply } from '@/features/applications/api/mutations';
import {
  ApplyAvailabilityCheck,
  useOutsideAvailability,
} from '@/features/availability/apply-availability-check';

interface ApplyDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  job: Pick<JobDetail, 'id' | 'title' | 'hourlyRate'>;
  userId: number;
  fallbackFocus?(): HTMLElement | null | undefined;
}

/** 'Apply for this Job': an optional counter-offer (blank = the offered rate) and an optional note. */
export function ApplyDialog({ open, onOpenChange, job, userId, fallbackFocus }: ApplyDialogProps) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      fallbackFocus={fallbackFocus}
      title="Apply for this Job"
      description={`Applying for "${job.title}". The team sees your profile, your rate and your message.`}
    >
      {/* Mounted only while open, so every opening starts with a clean form. */}
      {open && <ApplyForm job={job} userId={userId} onDone={() => onOpenChange(false)} />}
    </DialogShell>
  );
}

function ApplyForm({
  job,
  userId,
  onDone,
}: {
  job: ApplyDialogProps['job'];
  userId: number;
  onDone(): void;
}) {
  const [rate, setRate] = useState('');
  const [message, setMessage] = useState('');
  const [rateError, setRateError] = useState<string | null>(null);
  const [profileMissing, setProfileMissing] = useState(false);
  const rateRef = useRef<HTMLInputElement>(null);
  const apply = useApply();
  // Outside the helper's availability: asked to confirm, never refused (issue 55).
  const { outside } = useOutsideAvailability(job.id);
  const [outsideConfirmed, setOutsideConfirmed] = useState(false);
  // Known up front for most helpers (shared cache with the dashboard); the server still decides.
  const profile = useHelperProfile(userId);
  const noProfile = profileMissing || profile.data === null;

  const showRateError = (text: string) => {
    setRateError(text);
    rateRef.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (outside && !outsideConfirmed) {
      document.getElementById('apply-outside-confirm')?.focus();
      return;
    }
    const raw = rate.trim().replace(/^\$/, '');
    const dollars = raw === '' ? null : Number(raw);
    if (dollars !== null && !Number.isFinite(dollars)) return showRateError(JOB_MESSAGES.applyRate);
    // The shared schema reads the typed dollars (and turns them into the cents the app holds).
    const parsed = ApplyBodySchema.safeParse({
      jobId: job.id,
      proposedRate: dollars,
      message: message.trim() || null,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.path[0] !== 'proposedRate') {
        toast({
          title: 'Application Failed',
          description: issue?.message ?? 'Could not submit application',
          variant: 'destructive',
        });
        return;
      }
      return showRateError(issue.message);
    }
    setRateError(null);
    const { jobId, proposedRate, message: note } = parsed.data;
    apply.mutate(
      { jobId, proposedRate: proposedRate ?? null, message: note ?? null },
      {
        onSuccess: () => {
          toast({ title: 'Application Submitted', description: 'The team will review your application.' });
          onDone();
        },
        onError: (error) => handleApplyError(error, { showRateError, setProfileMissing, onDone }),
      },
    );
  };

  if (noProfile) return <NoProfileNotice />;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="apply-rate">Your hourly rate (optional)</Label>
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-600"
          >
            $
          </span>
          <Input
            id="apply-rate"
            ref={rateRef}
            inputMode="decimal"
            autoComplete="off"
            className="pl-7"
            placeholder={String(Math.round(job.hourlyRate / 100))}
            value={rate}
            onChange={(e) => {
              setRate(e.target.value);
              if (rateError) setRateError(null);
            }}
            {...describedBy('apply-rate-error', rateError, 'apply-rate-hint')}
          />
        </div>
        <p id="apply-rate-hint" className="text-xs text-slate-600">
          Leave blank to accept the offered rate of {perHour(job.hourlyRate)}. Minimum $25.
        </p>
        <FieldError id="apply-rate-error" message={rateError} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="apply-message">Message to the team (optional)</Label>
        <Textarea
          id="apply-message"
          rows={4}
          maxLength={1000}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </div>
      <ApplyAvailabilityCheck
        jobId={job.id}
        confirmed={outsideConfirmed}
        onConfirmedChange={setOutsideConfirmed}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <DialogCloseButton>Cancel</DialogCloseButton>
        <Button type="submit" disabled={apply.isPending}>
          {apply.isPending ? 'Submitting...' : 'Submit Application'}
        </Button>
      </div>
    </form>
  );
}

/** A helper account without a helper profile cannot apply: the toast names it, this links to the fix. */
function NoProfileNotice() {
  return (
    <Alert variant="warning" role="alert">
      <div className="flex flex-col gap-2">
        <AlertTitle>Helper profile not found</AlertTitle>
        <AlertDescription>Teams decide on your profile, so set it up before applying.</AlertDescription>
        <Link to="/dashboard/profile" className="font-medium text-amber-900 underline underline-offset-4">
          Set up your helper profile
        </Link>
      </div>
    </Alert>
  );
}

interface ErrorHandlers {
  showRateError(text: string): void;
  setProfileMissing(missing: boolean): void;
  onDone(): void;
}

function handleApplyError(error: unknown, { showRateError, setProfileMissing, onDone }: ErrorHandlers) {
  const api = error instanceof ApiError ? error : null;
  if (api?.code === 'helper_profile_not_found') {
    setProfileMissing(true);
    toast({
      title: 'Helper profile not found',
      description: 'Set up your helper profile in the dashboard first.',
      variant: 'destructive',
    });
    return;
  }
  if (api?.code === 'wrong_role') {
    onDone();
    toast({
      title: 'Wrong Account Type',
      description: 'You need a helper account to apply for jobs',
      variant: 'destructive',
    });
    return;
  }
  const rateProblem = api?.body?.details?.find((detail) => detail.path === 'proposedRate');
  if (rateProblem) showRateError(rateProblem.message);
  toast({
    title: 'Application Failed',
    description: api?.serverMessage ?? 'Could not submit application',
    variant: 'destructive',
  });
}
