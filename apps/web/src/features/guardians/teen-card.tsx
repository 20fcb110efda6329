import { useState } from 'react';
import { Link } from 'react-router';
import type { GuardianTeen } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { shortJobDate, timeRange } from '@/lib/format/job-format';
import { formatAmount } from '@/lib/format/money';
import { useGuardianAction } from './api/guardians-api';
import { TeenThread } from './teen-thread';

const APPLICATION_LABELS: Record<string, string> = {
  pending: 'Applied',
  accepted: 'Booked',
  rejected: 'Not selected',
  withdrawn: 'Withdrawn',
};

function Section({ title, empty, children }: { title: string; empty: string; children: React.ReactNode[] }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {children.length === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">{children}</ul>
      )}
    </section>
  );
}

/** One teen in the guardian view: the account's state, the guardian's controls, and its activity. */
export function TeenCard({ teen }: { teen: GuardianTeen }) {
  const action = useGuardianAction(teen.id);
  const [confirmClose, setConfirmClose] = useState(false);
  const [openThread, setOpenThread] = useState<number | null>(null);

  const act = (which: 'pause' | 'resume' | 'close') =>
    action.mutate(which, {
      onSuccess: (result) => {
        setConfirmClose(false);
        toast({ title: 'Saved', description: result.message });
      },
      onError: (error) =>
        toast({
          title: 'Could Not Save',
          description: error instanceof ApiError ? error.serverMessage : 'Please try again.',
          variant: 'destructive',
        }),
    });

  const state = teen.closed ? 'Closed' : teen.paused ? 'Paused' : 'Active';
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div>
          <CardTitle>
            {teen.firstName} {teen.lastName}
          </CardTitle>
          <CardDescription>
            {state}
            {teen.consentedAt &&
              ` · approved ${new Date(teen.consentedAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}`}
            {` · ${teen.email}`}
          </CardDescription>
          <Link
            to={`/dashboard/statements?teen=${teen.id}`}
            className="mt-1 inline-block text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
          >
            Earnings statement
          </Link>
        </div>
        {!teen.closed && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              disabled={action.isPending}
              onClick={() => act(teen.paused ? 'resume' : 'pause')}
            >
              {teen.paused ? 'Resume Account' : 'Pause Account'}
            </Button>
            <Button variant="destructive" disabled={action.isPending} onClick={() => setConfirmClose(true)}>
              Close Account
            </Button>
          </div>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {teen.paused && !teen.closed && (
          <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            Paused: {teen.firstName} can browse but cannot apply or send messages until you resume the
            account.
          </p>
        )}
        <Section title="Applications and Bookings" empty="No applications yet.">
          {teen.applications.map((a) => (
            <li key={a.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
              <span>
                <Link
                  to={`/jobs/${a.jobId}`}
                  className="font-medium text-brand-800 underline-offset-4 hover:underline"
                >
                  {a.jobTitle}
                </Link>{' '}
                <span className="text-slate-600">
                  · {a.teamName} · {shortJobDate(a.jobDate)}, {timeRange(a.startTime, a.endTime)}
                </span>
              </span>
              <span className="font-medium text-slate-800">{APPLICATION_LABELS[a.status] ?? a.status}</span>
            </li>
          ))}
        </Section>
        <Section title="Messages" empty="No conversations yet. You are copied on every message by email too.">
          {teen.conversations.map((c) => (
            <li key={`${c.otherUserId}-${c.jobId ?? 'none'}`} className="flex flex-col gap-2 py-2 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span>
                  <span className="font-medium">{c.otherName}</span>
                  <span className="text-slate-600"> · “{c.lastMessage.slice(0, 80)}”</span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-expanded={openThread === c.otherUserId}
                  onClick={() => setOpenThread(openThread === c.otherUserId ? null : c.otherUserId)}
                >
                  {openThread === c.otherUserId ? 'Hide' : 'Read'}
                </Button>
              </div>
              {openThread === c.otherUserId && (
                <TeenThread teenId={teen.id} otherId={c.otherUserId} teenFirstName={teen.firstName} />
              )}
            </li>
          ))}
        </Section>
        <Section title="Payments" empty="No payments yet. Payments for their work come to you.">
          {teen.payments.map((p) => (
            <li key={p.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
              <span>
                {p.jobTitle} <span className="text-slate-600">· {p.method}</span>
              </span>
              <span className="font-medium">
                {formatAmount(p.amount)} · {p.status}
              </span>
            </li>
          ))}
        </Section>
      </CardContent>
      <ConfirmDialog
        open={confirmClose}
        onOpenChange={setConfirmClose}
        title={`Close ${teen.firstName}'s account?`}
        description={`${teen.firstName} will be signed out and can no longer sign in. This cannot be undone here.`}
        confirmLabel="Close Account"
        pendingLabel="Closing..."
        pending={action.isPending}
        onConfirm={() => act('close')}
      />
    </Card>
  );
}
