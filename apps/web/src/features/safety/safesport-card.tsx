import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { monthYear, SafeSportFieldsSchema, type SafeSport } from '@sideline/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { safeSportQuery, useUploadCertificate } from './api/safety-api';

function statusLine(view: SafeSport): string {
  switch (view.status) {
    case 'none':
      return 'You have not uploaded a SafeSport certificate yet.';
    case 'pending':
      return 'Thanks: our staff will check your certificate, usually within a day.';
    case 'verified':
      return `SafeSport trained until ${monthYear(view.expiresOn!)}.`;
    case 'rejected':
      return `We could not verify your last certificate${view.note ? `: ${view.note}` : '.'} Please upload it again.`;
    case 'expired':
      return 'Your SafeSport training has lapsed. Take the yearly refresher and upload the new certificate.';
  }
}

/** The helper's SafeSport training: its status, and the certificate upload (PDF or image). */
export function SafeSportCard() {
  const query = useQuery(safeSportQuery());
  const upload = useUploadCertificate();
  const [file, setFile] = useState<File | null>(null);
  const [completedOn, setCompletedOn] = useState('');
  const [errors, setErrors] = useState<{ file?: string; completedOn?: string }>({});
  const fileId = useId();
  const dateId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = SafeSportFieldsSchema.safeParse({ completedOn });
    const next = {
      file: file ? undefined : 'Choose the certificate (PDF or image).',
      completedOn: parsed.success ? undefined : parsed.error.issues[0]?.message,
    };
    setErrors(next);
    if (next.file || next.completedOn || !file) return;
    upload.mutate({ file, completedOn });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>SafeSport training</CardTitle>
        <CardDescription>
          The U.S. Center for SafeSport&apos;s free course, renewed every year. Upload your certificate and
          our staff verify it.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {query.isPending ? (
          <Skeleton className="h-6 w-2/3" aria-label="Loading your SafeSport training" />
        ) : query.isError ? (
          <Alert variant="destructive" role="alert">
            We could not load your SafeSport training. {query.error.message}
          </Alert>
        ) : (
          <p className="flex items-start gap-2" data-testid="safesport-status">
            {query.data.status === 'verified' && (
              <BadgeCheck className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden="true" />
            )}
            <span>{statusLine(query.data)}</span>
          </p>
        )}
        {query.data?.status !== 'pending' && (
          <form onSubmit={submit} noValidate className="flex flex-col gap-3">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={fileId}>Certificate (PDF or image)</Label>
              <Input
                id={fileId}
                type="file"
                accept="application/pdf,image/jpeg,image/png,image/webp"
                aria-invalid={errors.file ? true : undefined}
                aria-describedby={errors.file ? `${fileId}-error` : undefined}
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
              <FieldError id={`${fileId}-error`} message={errors.file} />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={dateId}>Completion date</Label>
              <Input
                id={dateId}
                type="date"
                value={completedOn}
                className="sm:max-w-xs"
                aria-invalid={errors.completedOn ? true : undefined}
                aria-describedby={errors.completedOn ? `${dateId}-error` : undefined}
                onChange={(e) => setCompletedOn(e.target.value)}
              />
              <FieldError id={`${dateId}-error`} message={errors.completedOn} />
            </div>
            <Button type="submit" className="self-start" disabled={upload.isPending}>
              {upload.isPending ? 'Uploading...' : 'Upload certificate'}
            </Button>
            {upload.isError && (
              <Alert variant="destructive" role="alert">
                {upload.error instanceof ApiError ? upload.error.serverMessage : 'Please try again.'}
              </Alert>
            )}
          </form>
        )}
      </CardContent>
    </Card>
  );
}
