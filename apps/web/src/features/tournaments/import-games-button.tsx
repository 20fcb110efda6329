import { useRef, useState } from 'react';
import { Upload } from 'lucide-react';
import type { GamesImportResult } from '@sideline/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useImportGames } from './api/tournaments-api';
import { errorMessage } from './form-errors';
import { GAMES_FILE_ACCEPT, gamesFileProblem } from './games-file-field';

/** Imports more games from a file into one tournament: good rows in, bad rows listed by row number. */
export function ImportGamesButton({
  tournamentId,
  tournamentName,
}: {
  tournamentId: number;
  tournamentName: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const importGames = useImportGames(tournamentId);
  const [result, setResult] = useState<GamesImportResult | null>(null);

  function choose(file: File | undefined) {
    if (!file) return;
    const problem = gamesFileProblem(file);
    if (problem) {
      toast({ title: 'Invalid File Type', description: problem, variant: 'destructive' });
      return;
    }
    importGames.mutate(file, {
      onSuccess: (answer) => {
        setResult(answer);
        toast(
          answer.failed === 0
            ? {
                title: 'Games Imported',
                description: `${answer.successful} games added to ${tournamentName}.`,
              }
            : {
                title: 'Imported with Errors',
                description: `${answer.successful} added, ${answer.failed} rows refused.`,
                variant: 'destructive',
              },
        );
      },
      onError: (error) =>
        toast({
          title: 'Import Failed',
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={GAMES_FILE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={`Games file for ${tournamentName}`}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button variant="outline" disabled={importGames.isPending} onClick={() => input.current?.click()}>
        <Upload aria-hidden="true" />
        {importGames.isPending ? 'Importing...' : 'Import Games'}
      </Button>
      {result && result.failed > 0 && (
        <Alert variant="warning" className="basis-full" role="status">
          <div>
            <AlertTitle>
              {result.successful} games imported, {result.failed} rows refused
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
      )}
    </>
  );
}
