import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { describedBy, FieldError } from './field-error';
import { Input } from './input';
import { Label } from './label';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** Shows a required marker; validation itself is the form's job (forms use noValidate). */
  requiredMark?: boolean;
  className?: string;
}

/** A labelled input with an optional hint and an inline error wired up through aria-describedby. */
export function TextField({ id, label, error, hint, requiredMark, className, ...inputProps }: TextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      {/* The marker sits outside the label so the label's text (and the field's name) stays exact. */}
      <div className="flex items-baseline gap-1">
        <Label htmlFor={id}>{label}</Label>
        {requiredMark && (
          <span className="text-sm text-red-700" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <Input id={id} aria-required={requiredMark || undefined} {...describedBy(errorId, error, hintId)} {...inputProps} />
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
