import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/cn';

/** An in-app text link: brand-800 on white is AA, underlined on hover. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn('rounded-sm font-medium text-brand-800 underline-offset-4 hover:underline', focusRing, className)}
      {...props}
    />
  );
}
