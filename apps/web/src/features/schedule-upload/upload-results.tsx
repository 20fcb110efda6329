import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { SCHEDULE_MESSAGES, type BulkUploadResult } from '@sideline/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

const games = (n: number) => `${n} ${n === 1 ? 'game' : 'games'}`;
const rows = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;

/** The spec's result: successful and failed counts, then every error (each names its row). */
export function UploadResults({ result }: { result: BulkUploadResult }) {
  const clean = result.failed === 0 && result.errors.length === 0;
  return (
    <div className="flex flex-col gap-3">
      <Alert variant={clean ? 'success' : 'warning'} role="status">
        {clean ? <CheckCircle2 aria-hidden="true" /> : <AlertTriangle aria-hidden="true" />}
        <div>
          <AlertTitle>{clean ? SCHEDULE_MESSAGES.success : SCHEDULE_MESSAGES.partial}</AlertTitle>
          <AlertDescription>
            {games(result.successful)} posted as {result.successful === 1 ? 'an open job' : 'open jobs'}
            {result.failed > 0 ? `; ${rows(result.failed)} failed.` : '.'}
          </AlertDescription>
        </div>
      </Alert>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-md border border-slate-200 p-3">
          <dt className="text-sm text-slate-700">Successful</dt>
          <dd className="text-2xl font-bold text-slate-900">{result.successful}</dd>
        </div>
        <div className="rounded-md border border-slate-200 p-3">
          <dt className="text-sm text-slate-700">Failed</dt>
          <dd className="text-2xl font-bold text-slate-900">{result.failed}</dd>
        </div>
      </dl>
      {result.errors.length > 0 && (
        <section aria-labelledby="upload-errors-title">
          <h3 id="upload-errors-title" className="text-sm font-semibold text-slate-900">
            Errors
          </h3>
          {/* Focusable, so a keyboard can scroll a long list. */}
          <ul
            tabIndex={0}
            aria-labelledby="upload-errors-title"
            className="mt-2 max-h-48 list-disc overflow-y-auto rounded-md border border-slate-200 py-2 pr-3 pl-7 text-sm text-slate-800"
          >
            {result.errors.map((error, index) => (
              <li key={index}>{error}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
