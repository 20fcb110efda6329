import { Button } from '@/components/ui/button';

export interface FilterChip<T extends string> {
  /** null is the chip that shows everything ('All Gigs', 'All Skills'). */
  value: T | null;
  label: string;
}

interface FilterChipGroupProps<T extends string> {
  /** The group's accessible name ('Filter by job type'). */
  label: string;
  chips: readonly FilterChip<T>[];
  value: T | null;
  onChange: (value: T | null) => void;
}

/** Toggle buttons (aria-pressed): exactly one is pressed at a time. */
export function FilterChipGroup<T extends string>({ label, chips, value, onChange }: FilterChipGroupProps<T>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {chips.map((chip) => {
        const pressed = chip.value === value;
        return (
          <Button
            key={chip.label}
            size="sm"
            variant={pressed ? 'default' : 'outline'}
            aria-pressed={pressed}
            // The trailing ! wins over the button's rounded-md, since cn() does not merge conflicts.
            className="rounded-full!"
            onClick={() => onChange(chip.value)}
          >
            {chip.label}
          </Button>
        );
      })}
    </div>
  );
}
