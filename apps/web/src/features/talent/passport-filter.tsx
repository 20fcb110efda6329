import { PASSPORT_FILTERS, type PassportFilter } from '@sideline/shared';
import { fieldClasses } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

const LABELS: Record<PassportFilter, string> = {
  background_check: 'Clear background check (or under 18)',
  safesport: 'SafeSport trained',
  both: 'Both',
};

/** Find Talent's safety passport filter (decision 0050). */
export function PassportFilterSelect({
  value,
  onChange,
}: {
  value: PassportFilter | null;
  onChange(next: PassportFilter | null): void;
}) {
  return (
    <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
      <Label htmlFor="talent-passport">Safety passport</Label>
      <select
        id="talent-passport"
        className={cn(fieldClasses, 'h-10 sm:max-w-xs')}
        value={value ?? ''}
        onChange={(e) => onChange((e.target.value || null) as PassportFilter | null)}
      >
        <option value="">Any helper</option>
        {PASSPORT_FILTERS.map((filter) => (
          <option key={filter} value={filter}>
            {LABELS[filter]}
          </option>
        ))}
      </select>
    </div>
  );
}
