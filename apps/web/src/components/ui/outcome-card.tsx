import type { ReactNode } from 'react';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/**
 * The page a one-tap emailed link opens (confirm an email, a subscription, a game): an icon, the
 * outcome as the page's heading, a live region for the result, and the ways onward.
 */
export function OutcomeCard({
  icon,
  title,
  children,
  actions,
  actionsClassName,
}: {
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
  /** Omitted while the outcome is still being decided. */
  actions?: ReactNode | false;
  actionsClassName?: string;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card className="text-center">
        <CardHeader className="items-center">
          {icon}
          <CardTitle as="h1" className="text-2xl font-bold">
            {title}
          </CardTitle>
        </CardHeader>
        <CardContent aria-live="polite" className="text-slate-700">
          {children}
        </CardContent>
        {actions && <CardFooter className={cn('justify-center', actionsClassName)}>{actions}</CardFooter>}
      </Card>
    </div>
  );
}
