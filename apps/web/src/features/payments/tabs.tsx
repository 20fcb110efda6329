import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { focusRing } from '@/components/ui/focus-ring';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  content: ReactNode;
}

/** WAI-ARIA tabs: arrow keys move between tabs, only the selected panel is rendered. */
export function Tabs<K extends string>({
  label,
  items,
  value,
  onChange,
}: {
  label: string;
  items: TabItem<K>[];
  value: K;
  onChange(key: K): void;
}) {
  const id = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = items.find((item) => item.key === value) ?? items[0]!;
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + items.length) % items.length;
    onChange(items[next]!.key);
    refs.current[next]?.focus();
  };
  return (
    <div>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
        {items.map((item, index) => {
          const active = item.key === selected.key;
          return (
            <button
              key={item.key}
              ref={(el) => {
                refs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${item.key}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onChange(item.key)}
              onKeyDown={(event) => move(event, index)}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium',
                focusRing,
                active ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:text-slate-900',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel-${selected.key}`}
        aria-labelledby={`${id}-tab-${selected.key}`}
        tabIndex={0}
        className={cn('mt-4 rounded-md', focusRing)}
      >
        {selected.content}
      </div>
    </div>
  );
}
