import { useRef, useState, type FormEvent } from 'react';
import { NoShowContestBodySchema, type NoShowReport } from '@sideline/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useContestNoShow } from './api/no-shows';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });

/** A reported no-show as the team or the helper sees it, with the helper's contest form while it is open. */
export function NoShowStatus({ report, side }: { report: NoShowReport; side: 'team' | 'helper' }) {
  const open = report.status === 'reported' && new Date(report.contestBy).getTime() > Date.now();
  const { title, text, variant } = describe(report, side, open);
  return (
    <Alert variant={variant} role="region" aria-label="No-show">
      <div className="flex w-full flex-col gap-3">
        <div className="flex flex-col gap-1">
          <AlertTitle>{title}</AlertTitle>
          <AlertDescription>{text}</AlertDescription>
          {report.contestReason && (
            <AlertDescription>
              <span className="font-medium">
                {side === 'helper' ? 'You said' : `${report.helperName} says`}:
              </span>{' '}
              <span className="break-words">{report.contestReason}</span>
            </AlertDescription>
          )}
          {report.decisionNote && (
            <AlertDescription>
              <span className="font-medium">Staff note:</span>{' '}
              <span className="break-words">{report.decisionNote}</span>
            </AlertDescription>
          )}
        </div>
        {side === 'helper' && open && <ContestForm jobId={report.jobId} />}
      </div>
    </Alert>
  );
}

function describe(report: NoShowReport, side: 'team' | 'helper', open: boolean) {
  const helper = side === 'helper' ? 'you' : report.helperName;
  switch (report.status) {
    case 'reported':
      return open
        ? {
            title:
              side === 'helper'
                ? `${report.teamName} reported that you did not come`
                : 'You reported a no-show',
            text:
              side === 'helper'
                ? `If you were there, contest it by ${when(report.contestBy)}. Our staff will decide. Uncontested, it counts on your reliability.`
                : `${report.helperName} can contest it until ${when(report.contestBy)}; our staff decide a contested report.`,
            variant: 'warning' as const,
          }
        : {
            title: 'No-show recorded',
            text: `It was not contested within 48 hours, so it counts on ${helper === 'you' ? 'your' : `${helper}'s`} reliability.`,
            variant: 'default' as const,
          };
    case 'contested':
      return {
        title: 'No-show contested',
        text: `Our staff are looking at it and will decide whether it counts. Both sides hear the decision.`,
        variant: 'warning' as const,
      };
    case 'upheld':
      return {
        title: 'No-show upheld',
        text: `Our staff upheld the report: it counts on ${helper === 'you' ? 'your' : `${helper}'s`} reliability.`,
        variant: 'default' as const,
      };
    case 'overturned':
      return {
        title: 'No-show overturned',
        text: `Our staff overturned the report: it does not count on ${helper === 'you' ? 'your' : `${helper}'s`} reliability.`,
        variant: 'success' as const,
      };
  }
}

function ContestForm({ jobId }: { jobId: number }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const contest = useContestNoShow(jobId);
  const field = useRef<HTMLTextAreaElement>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = NoShowContestBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please say what happened.');
      field.current?.focus();
      return;
    }
    setError(null);
    // The promise, not mutate's callbacks: this form is gone once the report reads contested.
    contest.mutateAsync(parsed.data.reason).then(
      () => toast({ title: 'No-Show Contested', description: 'Our staff will decide and tell you both.' }),
      (err: unknown) =>
        toast({
          title: 'Could Not Contest',
          description: err instanceof ApiError ? err.serverMessage : 'Please try again.',
          variant: 'destructive',
        }),
    );
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
      <Label htmlFor={`contest-${jobId}`}>What happened?</Label>
      <Textarea
        ref={field}
        id={`contest-${jobId}`}
        rows={3}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `contest-${jobId}-error` : undefined}
        className="bg-white"
      />
      <FieldError id={`contest-${jobId}-error`} message={error} />
      <Button type="submit" className="self-start" disabled={contest.isPending}>
        {contest.isPending ? 'Sending...' : 'Contest the No-Show'}
      </Button>
    </form>
  );
}
