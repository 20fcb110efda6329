import { useEffect, useState } from 'react';
import { Download } from 'lucide-react';
import {
  GAMES_FILE_EXTENSIONS,
  GAMES_TEMPLATE_COLUMNS,
  hasGamesFileExtension,
  MAX_SCHEDULE_BYTES,
} from '@sideline/shared';
import { FieldError, describedBy } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { gamesTemplateUrl } from './games-template';

export const GAMES_FILE_ACCEPT = GAMES_FILE_EXTENSIONS.join(',');

/** The client's early check (the server decides from the bytes): 'Invalid File Type', or too large. */
export function gamesFileProblem(file: File): string | null {
  if (!hasGamesFileExtension(file.name))
    return 'Invalid File Type: please choose a .csv, .xls or .xlsx file.';
  if (file.size > MAX_SCHEDULE_BYTES) return 'File too large: the games file must be 5 MB or smaller.';
  return null;
}

interface GamesFileFieldProps {
  id: string;
  file: File | null;
  error?: string | null;
  onChange(file: File | null, problem: string | null): void;
}

/** The optional games file, with the template's columns and a downloadable template. */
export function GamesFileField({ id, file, error, onChange }: GamesFileFieldProps) {
  const [templateUrl, setTemplateUrl] = useState<string | null>(null);
  useEffect(() => {
    const url = gamesTemplateUrl();
    setTemplateUrl(url);
    return () => URL.revokeObjectURL(url);
  }, []);
  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Games File (optional)</Label>
      <Input
        id={id}
        type="file"
        accept={GAMES_FILE_ACCEPT}
        className="cursor-pointer file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-medium file:text-brand-900"
        {...describedBy(`${id}-error`, error, hintId)}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          const problem = chosen ? gamesFileProblem(chosen) : null;
          if (problem) event.target.value = '';
          onChange(problem ? null : chosen, problem);
        }}
      />
      <p id={hintId} className="text-xs text-slate-600">
        Excel (.xlsx) or CSV, up to 5 MB. Columns: {GAMES_TEMPLATE_COLUMNS.join(', ')}.
        {file && ` Selected: ${file.name} (${Math.max(1, Math.round(file.size / 1024))} KB).`}
      </p>
      {templateUrl && (
        <a
          href={templateUrl}
          download="sideline-games-template.csv"
          className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          <Download aria-hidden="true" className="size-4" />
          Download the games template
        </a>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
