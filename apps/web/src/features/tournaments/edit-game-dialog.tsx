import { useState, type FormEvent } from 'react';
import { TournamentGameBodySchema, type TournamentGame } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { DialogCloseButton, DialogShell } from '@/components/ui/dialog-shell';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { useEditGame } from './api/tournaments-api';
import { errorMessage, issuesToErrors, serverFieldErrors, type FieldErrors } from './form-errors';

const FIELDS = [
  { key: 'gameDate', label: 'Game Date', type: 'date' },
  { key: 'startTime', label: 'Time', type: 'time' },
  { key: 'homeTeam', label: 'Home Team' },
  { key: 'awayTeam', label: 'Away Team' },
  { key: 'field', label: 'Field' },
  { key: 'gameType', label: 'Game Type' },
  { key: 'specialRequirements', label: 'Special Requirements' },
] as const;
type Key = (typeof FIELDS)[number]['key'];

/** Edits a game that has no job yet; the server refuses once one is posted. */
export function EditGameDialog({ game, onClose }: { game: TournamentGame; onClose(): void }) {
  const edit = useEditGame();
  const [values, setValues] = useState<Record<Key, string>>({
    gameDate: game.gameDate,
    startTime: game.startTime,
    homeTeam: game.homeTeam,
    awayTeam: game.awayTeam,
    field: game.field,
    gameType: game.gameType ?? '',
    specialRequirements: game.specialRequirements ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = TournamentGameBodySchema.safeParse({
      ...values,
      gameType: values.gameType.trim() || null,
      specialRequirements: values.specialRequirements.trim() || null,
    });
    if (!parsed.success) {
      setErrors(issuesToErrors(parsed.error.issues));
      return;
    }
    edit.mutate(
      { id: game.id, value: parsed.data },
      {
        onSuccess: () => {
          toast({
            title: 'Game Updated',
            description: `${parsed.data.homeTeam} vs ${parsed.data.awayTeam} is saved.`,
          });
          onClose();
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          toast({
            title: 'Failed to Update Game',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <DialogShell open onOpenChange={(open) => !open && onClose()} title="Edit Game">
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <TextField
            key={field.key}
            id={`edit-game-${field.key}`}
            label={field.label}
            type={'type' in field ? field.type : 'text'}
            value={values[field.key]}
            error={errors[field.key]}
            className={field.key === 'specialRequirements' ? 'sm:col-span-2' : undefined}
            onChange={(event) => {
              const value = event.target.value;
              setValues((current) => ({ ...current, [field.key]: value }));
            }}
          />
        ))}
        <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
          <DialogCloseButton>Cancel</DialogCloseButton>
          <Button type="submit" disabled={edit.isPending}>
            {edit.isPending ? 'Saving...' : 'Save Game'}
          </Button>
        </div>
      </form>
    </DialogShell>
  );
}
