import { cn } from '@/lib/cn';
import { focusRing } from '@/components/ui/focus-ring';

interface FilterBarProps<V extends string> {
  label: string;
  options: { value: V; label: string }[];
  value: V;
  onChange(value: V): void;
}

/** A row of toggle buttons choosing one filter (aria-pressed tells which). */
export function FilterBar<V extends string>({ label, options, value, onChange }: FilterBarProps<V>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          className={cn(
            'cursor-pointer rounded-full border px-3 py-1 text-sm font-medium',
            o.value === value
              ? 'border-slate-900 bg-slate-900 text-white'
              : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
            focusRing,
          )}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
