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
    <Card className="flex items-start justify-between gap-4 p-5">
      <div>
        <h2 className="text-sm font-medium text-slate-600">{label}</h2>
        <p className="mt-1 text-3xl font-bold text-slate-900">{value}</p>
        {hint && <p className="mt-1 text-xs text-slate-600">{hint}</p>}
      </div>
      {Icon && (
        <span className="rounded-full bg-brand-50 p-2 text-brand-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      )}
    </Card>
  );
}
