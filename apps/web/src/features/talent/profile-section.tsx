import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

interface ProfileSectionProps {
  /** Used for the heading id, so the region is announced by its title. */
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled card on a public profile page; its h2 sits under the page's h1. */
export function ProfileSection({ id, title, action, children, className }: ProfileSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId}>
      <Card className={cn('p-6', className)}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {action}
        </div>
        <div className="mt-3 text-slate-700">{children}</div>
      </Card>
    </section>
  );
}

/** The honest line a section shows when there is nothing to list. */
export function EmptyLine({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600">{children}</p>;
}

/** Free text as the owner typed it: line breaks kept, long words wrapped. */
export function ProfileText({ children }: { children: string }) {
  return <p className="break-words whitespace-pre-line">{children}</p>;
}
