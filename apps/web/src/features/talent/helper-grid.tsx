import type { HelperProfile } from '@sideline/shared';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { HelperCard } from './helper-card';

const gridClasses = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

interface HelperGridProps {
  helpers: HelperProfile[];
  headingLevel?: 'h2' | 'h3';
  className?: string;
  /** Labels the list for screen readers, e.g. "Search results". */
  label: string;
  /** The list's id, so "Load more" can move focus to the first new card. */
  id?: string;
}

export function HelperGrid({ helpers, headingLevel, className, label, id }: HelperGridProps) {
  return (
    <ul id={id} aria-label={label} className={cn(gridClasses, className)}>
      {helpers.map((helper) => (
        <li key={helper.id}>
          <HelperCard helper={helper} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

interface HelperGridSkeletonProps {
  count: number;
  className?: string;
  /** Announced while loading; null when the page has its own live status. */
  label?: string | null;
}

/** Placeholders shaped like helper cards; one status message tells screen readers what is happening. */
export function HelperGridSkeleton({
  count,
  className,
  label = 'Loading helpers...',
}: HelperGridSkeletonProps) {
  return (
    <div className={cn(gridClasses, className)}>
      {label && (
        <p role="status" className="sr-only">
          {label}
        </p>
      )}
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} className="flex flex-col gap-4 p-5" aria-hidden="true">
          <div className="flex items-center gap-3">
            <Skeleton className="size-14 rounded-full!" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </div>
          <Skeleton className="h-5 w-1/2" />
          <div className="flex gap-2">
            <Skeleton className="h-5 w-20 rounded-full!" />
            <Skeleton className="h-5 w-20 rounded-full!" />
          </div>
          <Skeleton className="h-14 w-full" />
          <div className="flex gap-2">
            <Skeleton className="h-10 flex-1" />
            <Skeleton className="h-10 flex-1" />
          </div>
        </Card>
      ))}
    </div>
  );
}
