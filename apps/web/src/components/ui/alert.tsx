import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export type AlertVariant = 'default' | 'destructive' | 'success' | 'warning';

const variantClasses: Record<AlertVariant, string> = {
  default: 'border-slate-200 bg-slate-50 text-slate-900',
  destructive: 'border-red-200 bg-red-50 text-red-900',
  success: 'border-brand-100 bg-brand-50 text-brand-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
};

export interface AlertProps extends HTMLAttributes<HTMLDivElement> {
  variant?: AlertVariant;
}

/** A message box. Pass role="alert" (or "status") when it appears in response to something. */
export function Alert({ className, variant = 'default', ...props }: AlertProps) {
  return (
    <div
      className={cn(
        'relative flex w-full gap-3 rounded-lg border p-4 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0',
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}

export function AlertTitle({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('font-semibold', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('text-sm', className)} {...props} />;
}
