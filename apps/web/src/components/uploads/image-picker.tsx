import { useId, type ChangeEvent } from 'react';
import { ImageIcon } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { cn } from '@/lib/cn';
import { ACCEPT_ATTRIBUTE } from '@/lib/uploads/upload-image';

export interface ImagePickerProps {
  id: string;
  label: string;
  /** What the preview shows: an uploaded url or a local object url. */
  previewUrl: string | null;
  error?: string | null;
  busy?: boolean;
  /** Read to screen readers while busy. */
  busyText?: string;
  hint?: string;
  disabled?: boolean;
  onPick(file: File): void;
  onRemove(): void;
}

/**
 * The look of a picture field. The native file input stays in the tab order (visually hidden) and
 * its <label> is styled as the button, so keyboard, screen readers and automation all use the
 * real input, while the page shows a normal button instead of the browser's "No file chosen".
 */
export function ImagePicker(props: ImagePickerProps) {
  const { id, label, previewUrl, error, busy, busyText = 'Uploading...', disabled, onPick, onRemove } = props;
  const hint = props.hint ?? 'JPEG, PNG or WebP, up to 5 MB.';
  const labelId = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared at once so picking the same file again (after a failure) fires change again.
    event.target.value = '';
    if (file) onPick(file);
  };

  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2">
      <p id={labelId} className="text-sm leading-snug font-medium text-slate-900">
        {label}
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
          {previewUrl ? (
            <img src={previewUrl} alt={`${label} preview`} className="size-full object-cover" />
          ) : (
            <ImageIcon className="size-8 text-slate-500" aria-hidden="true" />
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <input
            id={id}
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            className="peer sr-only"
            aria-labelledby={labelId}
            aria-describedby={[hintId, error ? errorId : null, statusId].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
            disabled={disabled || busy}
            onChange={handleChange}
          />
          <label
            htmlFor={id}
            className={cn(
              buttonVariants({ variant: 'outline', size: 'sm' }),
              'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700',
              'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
            )}
          >
            {busy ? busyText : previewUrl ? 'Change Picture' : 'Choose Picture'}
          </label>
          {previewUrl && (
            <Button variant="outline" size="sm" onClick={onRemove} disabled={disabled || busy}>
              Remove
            </Button>
          )}
        </div>
      </div>
      <p id={hintId} className="text-xs text-slate-600">
        {hint}
      </p>
      {/* Always in the DOM (screen readers only announce changes to a live region they already know). */}
      <p id={statusId} role="status" className="sr-only">
        {busy ? busyText : ''}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
