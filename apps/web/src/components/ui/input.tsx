import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { focusRing } from './focus-ring';

export const fieldClasses = cn(
  'w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 sm:text-sm',
  'placeholder:text-slate-500 disabled:cursor-not-allowed disabled:bg-slate-100',
  'aria-[invalid=true]:border-red-700',
  focusRing,
);

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  ({ className, type = 'text', ...props }, ref) => (
    <input ref={ref} type={type} className={cn(fieldClasses, 'h-10', className)} {...props} />
  ),
);
Input.displayName = 'Input';
