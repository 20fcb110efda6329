import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';

interface StatCardProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: LucideIcon;
}

/** One figure on a dashboard. The label is a heading so the cards are easy to find. */
export function StatCard({ label, value, hint, icon: Icon }: StatCardProps) {
  return (
    // Two to a row on a phone: tighter padding, a smaller figure, and no icon (it would crowd the label).
    <Card className="flex min-w-0 items-start justify-between gap-4 p-4 sm:p-5">
      <div className="min-w-0">
        <h2 className="text-sm font-medium text-slate-600">{label}</h2>
        <p className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{value}</p>
        {hint && <p className="mt-1 text-xs text-slate-600">{hint}</p>}
      </div>
      {Icon && (
        <span className="hidden rounded-full bg-brand-50 p-2 text-brand-700 sm:block">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      )}
    </Card>
  );
}
