import { useEffect, useRef } from 'react';
import { Upload } from 'lucide-react';
import type { ErrorBody, GamesImportResult } from '@sideline/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useImportGames, useLastImport } from './api/tournaments-api';
import { errorMessage } from './form-errors';
import { GAMES_FILE_ACCEPT, gamesFileProblem } from './games-file-field';

const gamesLabel = (count: number) => `${count} ${count === 1 ? 'game' : 'games'}`;

/**
 * Imports more games from a file into one tournament: good rows in (a toast, and the new rows in
 * the list), bad rows listed by row number, a refused file said in words that stay on the page.
 *
 * The control is the file input's own label, not a button that clicks the input: a browser opens a
 * file chooser only for a person's tap, and a tap the page held until the app started (the page
 * script, decision 0037) comes back too late to count, so the chooser never opened. The label opens
 * it natively, before the app runs; a file chosen then is read once the app has started.
 */
export function ImportGamesButton({
  tournamentId,
  tournamentName,
}: {
  tournamentId: number;
  tournamentName: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const importGames = useImportGames(tournamentId, {
    onSuccess: (answer) =>
      toast(
        answer.failed === 0
          ? {
              title: 'Games Imported',
              description: `${gamesLabel(answer.successful)} added to ${tournamentName}.`,
            }
          : {
              title: 'Imported with Errors',
              description: `${gamesLabel(answer.successful)} added, ${answer.failed} ${answer.failed === 1 ? 'row' : 'rows'} refused.`,
              variant: 'destructive',
            },
      ),
    onError: (error) =>
      toast({
        title: 'Import Failed',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
  const last = useLastImport(tournamentId);
  const pending = last?.status === 'pending';

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = gamesFileProblem(file);
    if (problem) {
      toast({ title: 'Invalid File Type', description: problem, variant: 'destructive' });
      return;
    }
    importGames.mutate(file);
  };
  const chooseRef = useRef(choose);
  chooseRef.current = choose;

  // A file chosen before the app started: its change event had no listener yet.
  useEffect(() => {
    const field = input.current;
    const early = field?.files?.[0];
    if (!field || !early) return;
    field.value = '';
    chooseRef.current(early);
  }, []);

  return (
    <>
      <label
        className={buttonVariants({
          variant: 'outline',
          className: cn(
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700',
            pending && 'pointer-events-none opacity-60',
          ),
        })}
      >
        <input
          ref={input}
          type="file"
          accept={GAMES_FILE_ACCEPT}
          className="sr-only"
          disabled={pending}
          aria-label={`Import Games into ${tournamentName}`}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Upload aria-hidden="true" />
        {pending ? 'Importing...' : 'Import Games'}
      </label>
      {last?.status === 'success' && last.data && last.data.failed > 0 && <RefusedRows result={last.data} />}
      {last?.status === 'error' && <ImportRefused error={last.error} />}
    </>
  );
}

function RefusedRows({ result }: { result: GamesImportResult }) {
  return (
    <Alert variant="warning" className="basis-full" role="status">
      <div>
        <AlertTitle>
          {gamesLabel(result.successful)} imported, {result.failed} {result.failed === 1 ? 'row' : 'rows'}{' '}
          refused
        </AlertTitle>
        <AlertDescription>
          <ul className="mt-1 list-disc pl-5">
            {result.errors.slice(0, 20).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </AlertDescription>
      </div>
    </Alert>
  );
}

/** The whole file was refused: why, and each bad row the server named. */
function ImportRefused({ error }: { error: unknown }) {
  const details =
    error instanceof ApiError ? ((error.body?.details ?? []) as NonNullable<ErrorBody['details']>) : [];
  return (
    <Alert variant="destructive" className="basis-full" role="alert">
      <div>
        <AlertTitle>Import failed</AlertTitle>
        <AlertDescription>
          <p>{errorMessage(error, 'The file could not be sent. Please try again.')}</p>
          {details.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {details.slice(0, 20).map((detail) => (
                <li key={detail.message}>{detail.message}</li>
              ))}
            </ul>
          )}
        </AlertDescription>
      </div>
    </Alert>
  );
}
