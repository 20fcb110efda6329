import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import type { AdminBackgroundCheck, AdminSafeSport } from '@sideline/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { safetyQueueQuery, useDecideCheck, useVerifyCertificate } from './api/safety-api';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
const errorText = (error: unknown) => (error instanceof ApiError ? error.serverMessage : 'Please try again.');

function CheckRow({ check }: { check: AdminBackgroundCheck }) {
  const decide = useDecideCheck();
  const waiting =
    check.adverseAction === 'pre_adverse' && check.respondBy && new Date(check.respondBy) > new Date();
  return (
    <li className="flex flex-col gap-2 border-b border-slate-200 py-3 last:border-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium text-slate-900">{check.name}</span>
        <span className="text-sm text-slate-600">
          Completed {check.completedAt ? day(check.completedAt) : '-'}
        </span>
      </div>
      <p className="text-sm text-slate-700">
        {check.adverseAction === 'none'
          ? 'Result "consider": decide whether to go ahead or start the adverse-action steps.'
          : `Pre-adverse notice sent ${day(check.preAdverseAt!)}; they can answer until ${day(check.respondBy!)}.`}
      </p>
      <div className="flex flex-wrap gap-2">
        {check.reportUrl && (
          <a
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-800 underline"
            href={check.reportUrl}
            target="_blank"
            rel="noreferrer"
          >
            Read the report at the provider <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ id: check.id, body: { action: 'engage' } })}
        >
          Go ahead (counts as clear)
        </Button>
        {check.adverseAction === 'none' ? (
          <Button
            size="sm"
            variant="destructive"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: check.id, body: { action: 'pre_adverse' } })}
          >
            Send pre-adverse notice
          </Button>
        ) : (
          <Button
            size="sm"
            variant="destructive"
            disabled={decide.isPending || !!waiting}
            onClick={() => decide.mutate({ id: check.id, body: { action: 'final_adverse' } })}
          >
            Send final adverse action notice
          </Button>
        )}
      </div>
      {decide.isError && (
        <Alert variant="destructive" role="alert">
          {errorText(decide.error)}
        </Alert>
      )}
    </li>
  );
}

function CertificateRow({ certificate }: { certificate: AdminSafeSport }) {
  const verify = useVerifyCertificate();
  return (
    <li className="flex flex-col gap-2 border-b border-slate-200 py-3 last:border-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium text-slate-900">{certificate.name}</span>
        <span className="text-sm text-slate-600">Completed {day(certificate.completedOn)}</span>
      </div>
      <a
        className="text-sm font-medium text-brand-800 underline"
        href={`/api/admin/safesport/${certificate.id}/file`}
      >
        Download the certificate ({certificate.fileType === 'pdf' ? 'PDF' : 'image'})
      </a>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={verify.isPending}
          onClick={() => verify.mutate({ id: certificate.id, body: { decision: 'verified' } })}
        >
          Verify
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={verify.isPending}
          onClick={() =>
            verify.mutate({
              id: certificate.id,
              body: { decision: 'rejected', note: 'The name or completion date could not be read.' },
            })
          }
        >
          Refuse
        </Button>
      </div>
      {verify.isError && (
        <Alert variant="destructive" role="alert">
          {errorText(verify.error)}
        </Alert>
      )}
    </li>
  );
}

/** Staff's safety queue: "consider" reports with their FCRA steps, and certificates to verify. */
export function AdminSafetyQueue() {
  const query = useQuery(safetyQueueQuery());
  if (query.isPending) return <Skeleton className="h-40 w-full" aria-label="Loading the safety queue" />;
  if (query.isError)
    return (
      <Alert variant="destructive" role="alert">
        We could not load the safety queue. {query.error.message}
      </Alert>
    );
  const { counts, checks, certificates } = query.data;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>
            Background checks to decide ({counts.consider} new, {counts.awaitingFinal} awaiting the final
            step)
          </CardTitle>
        </CardHeader>
        <CardContent>
          {checks.length === 0 ? (
            <EmptyState title="Nothing to decide">No background check is waiting for staff.</EmptyState>
          ) : (
            <ul>
              {checks.map((c) => (
                <CheckRow key={c.id} check={c} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>SafeSport certificates ({counts.certificates})</CardTitle>
        </CardHeader>
        <CardContent>
          {certificates.length === 0 ? (
            <EmptyState title="Nothing to verify">No certificate is waiting for staff.</EmptyState>
          ) : (
            <ul>
              {certificates.map((c) => (
                <CertificateRow key={c.id} certificate={c} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** The queue's size, for the admin dashboard's link. */
export function useSafetyQueueCount(): number | null {
  const query = useQuery(safetyQueueQuery());
  if (!query.data) return null;
  const { consider, awaitingFinal, certificates } = query.data.counts;
  return consider + awaitingFinal + certificates;
}
