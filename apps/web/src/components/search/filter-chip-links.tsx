import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import type { FilterChip } from './filter-chip-group';

interface FilterChipLinksProps<T extends string> {
  /** The group's accessible name ('Filter gigs by type'). */
  label: string;
  chips: readonly FilterChip<T>[];
  value: T | null;
  /** The query parameter that holds the chosen value. */
  param: string;
  /** Where on the page the answer is (a section's id), so a reloaded document lands there. */
  section: string;
}

/**
 * Filter chips as links to the same page with the choice in its address: they work in a document
 * with no script (decision 0054), and with the app a tap only changes the address.
 */
export function FilterChipLinks<T extends string>({
  label,
  chips,
  value,
  param,
  section,
}: FilterChipLinksProps<T>) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {chips.map((chip) => {
        const current = chip.value === value;
        const search =
          chip.value === null ? '' : `?${new URLSearchParams({ [param]: chip.value }).toString()}`;
        return (
          <Link
            key={chip.label}
            to={{ search, hash: section }}
            replace
            preventScrollReset
            aria-current={current ? 'true' : undefined}
            // The trailing ! wins over the button's rounded-md, since cn() does not merge conflicts.
            className={buttonVariants({
              size: 'sm',
              variant: current ? 'default' : 'outline',
              className: 'rounded-full!',
            })}
          >
            {chip.label}
          </Link>
        );
      })}
    </nav>
  );
}
