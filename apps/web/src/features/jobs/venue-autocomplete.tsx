import { MapPin, PenLine } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { isKnownVenue, VENUE_AUTOCOMPLETE, venueSuggestions } from '@sideline/shared';
import { describedBy, FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

interface VenueAutocompleteProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  label?: string;
  requiredMark?: boolean;
}

/**
 * The Location field: a free-text input with venue suggestions, following the ARIA 1.2 combobox
 * pattern (list autocomplete, focus stays in the input, the highlighted option is announced through
 * aria-activedescendant). The value is whatever is typed or picked; a venue is only a string.
 */
export function VenueAutocomplete({
  id,
  value,
  onChange,
  error,
  label = 'Location',
  requiredMark,
}: VenueAutocompleteProps) {
  const [open, setOpen] = useState(false);
  // -1: nothing highlighted yet, so Enter alone just closes the list instead of changing the text.
  const [active, setActive] = useState(-1);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const suggestions = venueSuggestions(value);
  const expanded = open && suggestions.length > 0;
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const errorId = `${id}-error`;

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  // On a phone the field often sits at the bottom of the screen: bring the opening list into view.
  useEffect(() => {
    if (expanded) document.getElementById(`${id}-listbox`)?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded, id]);

  // Long lists scroll on small screens: keep the highlighted option in view.
  useEffect(() => {
    if (!expanded || active < 0) return;
    document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded, active, id]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const pick = (venue: string) => {
    onChange(venue);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!expanded) {
          setOpen(true);
          setActive(down ? 0 : count - 1);
          return;
        }
        // Wraps at both ends; from "nothing highlighted" Down goes to the first, Up to the last.
        setActive((current) => (down ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
        return;
      }
      case 'Enter':
        // While the list is open Enter belongs to the list: it must not submit the form.
        if (!expanded) return;
        event.preventDefault();
        if (active >= 0 && active < count) pick(suggestions[active]!);
        else close();
        return;
      case 'Escape':
        if (!expanded) return;
        // Stops a surrounding dialog from closing too.
        event.preventDefault();
        event.stopPropagation();
        close();
        return;
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline gap-1">
        <Label htmlFor={id}>{label}</Label>
        {requiredMark && (
          <span className="text-sm text-red-700" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <div className="relative">
        <Input
          id={id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-required={requiredMark || undefined}
          autoComplete="off"
          placeholder="Enter field or venue name..."
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => clearTimeout(blurTimer.current)}
          // The delay lets a click on an option land before the list goes away.
          onBlur={() => {
            clearTimeout(blurTimer.current);
            blurTimer.current = setTimeout(close, VENUE_AUTOCOMPLETE.blurDelayMs);
          }}
          {...describedBy(errorId, error)}
        />
        {/* Always in the DOM (hidden when closed) so aria-controls always points at something. */}
        <ul
          id={listId}
          role="listbox"
          aria-label={`${label} suggestions`}
          hidden={!expanded}
          className="absolute top-full right-0 left-0 z-20 mt-1 max-h-72 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          {expanded &&
            suggestions.map((venue, index) => {
              // The typed text is offered first unless it is itself a known venue.
              const custom = index === 0 && !isKnownVenue(value);
              return (
                <li
                  key={`${index}-${venue}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  // preventDefault keeps focus in the input, so its blur timer never races the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(venue)}
                  onMouseMove={() => setActive(index)}
                  className={cn(
                    'flex cursor-pointer items-start gap-2 px-3 py-2 text-sm text-slate-900',
                    index === active ? 'bg-brand-50' : 'bg-white',
                  )}
                >
                  {custom ? (
                    <PenLine className="mt-0.5 size-4 shrink-0 text-slate-600" aria-hidden="true" />
                  ) : (
                    <MapPin className="mt-0.5 size-4 shrink-0 text-slate-600" aria-hidden="true" />
                  )}
                  <span className="min-w-0 break-words">
                    {venue}
                    {custom && <span className="text-slate-600"> (use as typed)</span>}
                  </span>
                </li>
              );
            })}
        </ul>
      </div>
      <FieldError id={errorId} message={error} />
      <p aria-live="polite" className="sr-only">
        {expanded
          ? `${suggestions.length} ${suggestions.length === 1 ? 'suggestion' : 'suggestions'} available`
          : ''}
      </p>
    </div>
  );
}
