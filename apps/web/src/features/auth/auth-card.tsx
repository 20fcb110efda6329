import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Wider for the long sign-up form. */
  wide?: boolean;
}

/** The centred card the sign-in, sign-up and account-link pages share. Its title is the page's h1. */
export function AuthCard({ title, description, children, footer, wide }: AuthCardProps) {
  return (
    <div className={cn('mx-auto w-full px-4 py-10 sm:py-16', wide ? 'max-w-2xl' : 'max-w-md')}>
      <Card>
        <CardHeader className="text-center">
          <CardTitle as="h1" className="text-2xl font-bold">
            {title}
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer && <CardFooter className="justify-center text-sm text-slate-700">{footer}</CardFooter>}
      </Card>
    </div>
  );
}
