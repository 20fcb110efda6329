import { cn } from '@/lib/cn';

interface FieldErrorProps {
  /** Referenced by the field's aria-describedby. */
  id: string;
  message?: string | null;
  className?: string;
}

/** A field's validation message, announced when it appears. Renders nothing without a message. */
export function FieldError({ id, message, className }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={cn('text-sm font-medium text-red-700', className)}>
      {message}
    </p>
  );
}

/** The aria attributes a field needs to point at its error (and optional hint). */
export function describedBy(errorId: string, error?: string | null, hintId?: string) {
  const ids = [hintId, error ? errorId : undefined].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids || undefined,
  } as const;
}
