import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { AdminDialog } from './confirm-dialog';

interface ActionDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  confirmLabel: string;
  destructive?: boolean;
  pending: boolean;
  /** A required text (a reason, a note) typed before confirming; kept when the server refuses. */
  text?: { label: string; hint: string };
  onConfirm(text: string): void;
}

/** Every admin action is confirmed here first: what will happen, Cancel, and the action's own words. */
export function ActionDialog(props: ActionDialogProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const confirm = () => {
    if (props.text && value.trim() === '') {
      setError(props.text.hint);
      return;
    }
    props.onConfirm(value.trim());
  };
  return (
    <AdminDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.title}
      description={props.description}
    >
      {props.text && (
        <div className="mb-4 flex flex-col gap-1">
          <Label htmlFor={id}>{props.text.label}</Label>
          <Textarea
            id={id}
            rows={3}
            maxLength={500}
            value={value}
            aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setValue(e.target.value);
              setError(null);
            }}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={() => props.onOpenChange(false)}>
          Cancel
        </Button>
        <Button
          variant={props.destructive ? 'destructive' : 'default'}
          disabled={props.pending}
          onClick={confirm}
        >
          {props.confirmLabel}
        </Button>
      </div>
    </AdminDialog>
  );
}

/** Dollars and cents, as staff need them for money owed and fees. */
export const money = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
