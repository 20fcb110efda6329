import type { ReactNode, RefObject } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { ApiError } from '@/lib/api';

/*
 * Building blocks shared by the team and helper dashboards (the helper-dashboard-* files import them
 * too): a titled section, its loading and error states, and an empty state.
 */

export type SectionLevel = 'h2' | 'h3';

/** The heading level for items inside a section whose title is `level`. */
export const itemLevel = (level: SectionLevel) => (level === 'h2' ? 'h3' : 'h4');

interface DashboardSectionProps {
  id: string;
  title: string;
  level?: SectionLevel;
  description?: ReactNode;
  /** Set when focus may be sent to the title (after the control that had it left the page). */
  titleRef?: RefObject<HTMLHeadingElement | null>;
  /** The region's name when the title alone would repeat another region's on the same page. */
  regionLabel?: string;
  className?: string;
  children: ReactNode;
}

/** A dashboard list: a labelled region in a card, so screen reader users can jump between them. */
export function DashboardSection({
  id,
  title,
  level = 'h2',
  description,
  titleRef,
  regionLabel,
  className,
  children,
}: DashboardSectionProps) {
  const Heading = level;
  return (
    // A <section> styled as a Card: the region is what gives the list its landmark name.
    <section
      aria-labelledby={regionLabel ? undefined : id}
      aria-label={regionLabel}
      className={cn('rounded-lg border border-slate-200 bg-white shadow-sm', className)}
    >
      <CardHeader>
        <Heading
          id={id}
          ref={titleRef}
          tabIndex={titleRef ? -1 : undefined}
          className="rounded-sm text-lg leading-tight font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {title}
        </Heading>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </section>
  );
}

/** Grey bars in the shape of list rows; the status text tells screen readers what is loading. */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Loading {label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex flex-col gap-2 rounded-md border border-slate-200 p-4">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-8 w-28" />
        </div>
      ))}
    </div>
  );
}

/** A list that failed to load: what failed, the server's reason in words, and Retry. */
export function DashboardLoadError({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: unknown;
  onRetry(): void;
}) {
  const reason =
    error instanceof ApiError ? error.serverMessage : 'Please check your connection and try again.';
  return (
    <Alert variant="destructive" role="alert">
      <div className="flex flex-1 flex-col gap-2">
        <AlertTitle>Could not load {what}</AlertTitle>
        <AlertDescription>{reason}</AlertDescription>
        <Button variant="outline" size="sm" onClick={onRetry} className="self-start">
          Retry
        </Button>
      </div>
    </Alert>
  );
}

/** Nothing to list: says so plainly, with the next step when there is one. */
export function DashboardEmpty({
  children,
  action,
  className,
}: {
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-start gap-3 rounded-md border border-dashed border-slate-300 p-4',
        className,
      )}
    >
      <p className="text-sm text-slate-700">{children}</p>
      {action}
    </div>
  );
}
