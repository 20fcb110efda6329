import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDollars, ROLE_LABELS, type AdminUserDetail } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { adminUserQuery } from './api/queries';
import { useUserAction } from './api/mutations';
import { money } from './action-dialog';
import { ReviewList } from './review-list';
import { METHOD } from './payments-panel';
import { AdminDialog } from './confirm-dialog';
import { CreditsSection } from './credits-section';
import { AccountPill, JobStatusPill, Pill } from './status-badge';

const when = (iso: string) => new Date(iso).toLocaleString();

/** A user's profiles, jobs, applications, payments, credits and referrals, reviews and sessions, with Suspend / Reinstate behind a confirm. */
export function UserDrawer({ userId, onClose }: { userId: number | null; onClose(): void }) {
  const detail = useQuery({ ...adminUserQuery(userId ?? 0), enabled: userId !== null });
  const data = detail.data;
  const name = data ? `${data.user.firstName} ${data.user.lastName}` : 'User';
  return (
    <AdminDialog side open={userId !== null} onOpenChange={(open) => !open && onClose()} title={name}>
      {detail.isPending && <p>Loading…</p>}
      {detail.isError && <p role="alert">Could not load this user.</p>}
      {data && <UserDetail data={data} />}
    </AdminDialog>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-5">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <div className="mt-1 text-sm text-slate-800">{children}</div>
    </section>
  );
}

function UserDetail({ data }: { data: AdminUserDetail }) {
  const { user } = data;
  const [confirming, setConfirming] = useState(false);
  const action = useUserAction();
  const suspended = user.suspendedAt !== null;
  const verb = suspended ? 'Reinstate' : 'Suspend';
  return (
    <div>
      <dl className="grid grid-cols-[8rem_1fr] gap-1 text-sm">
        <dt className="font-medium">Email</dt>
        <dd className="break-all">{user.email}</dd>
        <dt className="font-medium">Role</dt>
        <dd>{ROLE_LABELS[user.role]}</dd>
        <dt className="font-medium">ZIP</dt>
        <dd>{user.zipCode}</dd>
        <dt className="font-medium">Status</dt>
        <dd>
          <AccountPill suspended={suspended} />
        </dd>
      </dl>
      {user.role !== 'admin' && (
        <Button
          className="mt-4"
          variant={suspended ? 'default' : 'destructive'}
          onClick={() => setConfirming(true)}
        >
          {verb}
        </Button>
      )}
      <AdminDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`${verb} ${user.firstName} ${user.lastName}?`}
        description={
          suspended
            ? 'They will be able to sign in again, and their jobs and profiles return to search.'
            : 'Their sessions end at once, they cannot sign in, and their open jobs and profiles leave search.'
        }
      >
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            variant={suspended ? 'default' : 'destructive'}
            disabled={action.isPending}
            onClick={() =>
              action.mutate(
                { id: user.id, action: suspended ? 'reinstate' : 'suspend' },
                { onSettled: () => setConfirming(false) },
              )
            }
          >
            {`Confirm ${verb}`}
          </Button>
        </div>
      </AdminDialog>

      <Section title="Profiles">
        {!data.teamProfile && !data.helperProfile && <p>No profiles.</p>}
        {data.teamProfile && (
          <p>
            Team: {data.teamProfile.teamName} ({data.teamProfile.sportTypes.join(', ')}),{' '}
            {formatDollars(data.teamProfile.hourlyBudget)}/hour
          </p>
        )}
        {data.helperProfile && (
          <p>
            Helper: {data.helperProfile.services.join(', ') || 'no services'},{' '}
            {formatDollars(data.helperProfile.hourlyRateMin)}–
            {formatDollars(data.helperProfile.hourlyRateMax)}/hour
          </p>
        )}
      </Section>
      <Section title={`Jobs (${data.jobs.length})`}>
        <ul className="flex flex-col gap-1">
          {data.jobs.map((j) => (
            <li key={j.id} className="flex flex-wrap items-center gap-2">
              {j.title} · {j.jobDate} <JobStatusPill status={j.status} />
            </li>
          ))}
        </ul>
      </Section>
      <Section title={`Applications (${data.applications.length})`}>
        <ul className="flex flex-col gap-1">
          {data.applications.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-2">
              {a.jobTitle} · {formatDollars(a.proposedRate)}/hour <Pill tone="neutral">{a.status}</Pill>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={`Payments (${data.payments.length})`}>
        <ul className="flex flex-col gap-1">
          {data.payments.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-2">
              {p.jobTitle} · {money(p.total)} {METHOD[p.method]} ·{' '}
              {p.payerId === user.id ? `to ${p.payeeName}` : `from ${p.payerName}`}{' '}
              <Pill tone={p.disputed ? 'destructive' : p.status === 'completed' ? 'completed' : 'neutral'}>
                {p.disputed ? 'disputed' : p.status}
              </Pill>
              {p.platformOwes > 0 && !p.owedSettledAt && (
                <Pill tone="assigned">owed {money(p.platformOwes)}</Pill>
              )}
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Credits and referrals">
        <CreditsSection credits={data.credits} />
      </Section>
      <Section title={`Reviews (${data.reviews.length})`}>
        <ReviewList reviews={data.reviews} userId={user.id} />
      </Section>
      <Section title={`Sessions (${data.sessions.length})`}>
        <ul className="flex flex-col gap-1">
          {data.sessions.map((s) => (
            <li key={s.id}>
              Signed in {when(s.createdAt)}, last seen {when(s.lastSeenAt)}
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
