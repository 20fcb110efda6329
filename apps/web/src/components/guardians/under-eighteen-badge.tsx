import { ShieldCheck } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * What teams see of a teen helper (decision 23): under 18, with a guardian's approval. Never the age
 * or the date of birth.
 */
export function UnderEighteenBadge({ show, className }: { show: boolean | undefined; className?: string }) {
  if (!show) return null;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-medium text-violet-900 ring-1 ring-violet-200',
        className,
      )}
    >
      <ShieldCheck className="size-3.5" aria-hidden="true" />
      Under 18, guardian approved
    </span>
  );
}
