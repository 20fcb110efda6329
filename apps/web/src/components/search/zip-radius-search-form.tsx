import { Search } from 'lucide-react';
import { useRef, useState, type FormEvent, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { describedBy, FieldError } from '@/components/ui/field-error';
import { fieldClasses, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';
import { RADIUS_OPTIONS } from './use-zip-radius-search-params';

interface ZipRadiusSearchFormProps {
  /** The search landmark's accessible name ('Find gigs'). */
  label: string;
  /** Prefix of the field ids: 'jobs' gives jobs-zip, jobs-zip-error and jobs-radius. */
  idPrefix: string;
  /** The searched values from the URL; the fields follow them when Back or Clear changes them. */
  zip: string;
  radius: number;
  onSearch: (zip: string, radius: number) => void;
  /**
   * A finger or button pressed on Search, before its click: a page can send the search's request
   * then, while the press lasts (a tap holds for tens of milliseconds).
   */
  onSearchPressed?: (zip: string, radius: number) => void;
  /**
   * The server's refusal of the searched ZIP ('Unknown ZIP code'), shown under the field. A page that
   * can get one passes it even when null, and the layout then leaves room for it (see below).
   */
  zipError?: string | null;
  zipMaxLength?: number;
  zipRef?: Ref<HTMLInputElement>;
}

/** ZIP code, radius and Search. Enter in the ZIP field submits, as in any form. */
export function ZipRadiusSearchForm({
  label,
  idPrefix,
  zip,
  radius,
  onSearch,
  onSearchPressed,
  zipError,
  zipMaxLength,
  zipRef,
}: ZipRadiusSearchFormProps) {
  const [draftZip, setDraftZip] = useState(zip);
  const [draftRadius, setDraftRadius] = useState(radius);
  // Adjusting state while rendering (not in an effect) keeps the fields in step with the URL without a flash.
  const [synced, setSynced] = useState({ zip, radius });
  if (synced.zip !== zip || synced.radius !== radius) {
    setSynced({ zip, radius });
    setDraftZip(zip);
    setDraftRadius(radius);
  }

  const zipId = `${idPrefix}-zip`;
  const radiusId = `${idPrefix}-radius`;
  const formRef = useRef<HTMLFormElement>(null);
  const field = (id: string) => formRef.current?.elements.namedItem(id) as HTMLInputElement | null;
  useTypedBeforeHydration(() => field(zipId), draftZip, setDraftZip);
  useTypedBeforeHydration(
    () => field(radiusId),
    String(draftRadius),
    (shown) => setDraftRadius(Number(shown)),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draftZip, draftRadius);
  };

  // An error line under the ZIP would push a bottom-aligned button down with it, so a form that can
  // show one aligns to the top instead and lines the button up with a spacer.
  const reportsZipErrors = zipError !== undefined;
  const searchButton = (
    <Button
      type="submit"
      className="sm:w-32"
      onPointerDown={(event) => {
        // The main button only: a right click opens a menu, not a search.
        if (event.button === 0) onSearchPressed?.(draftZip, draftRadius);
      }}
    >
      <Search aria-hidden="true" />
      Search
    </Button>
  );

  return (
    <form
      ref={formRef}
      role="search"
      aria-label={label}
      onSubmit={submit}
      className={cn('flex flex-col gap-3 sm:flex-row', reportsZipErrors ? 'sm:items-start' : 'sm:items-end')}
    >
      <div className="flex flex-1 flex-col gap-1.5">
        <Label htmlFor={zipId}>ZIP code</Label>
        <Input
          id={zipId}
          ref={zipRef}
          value={draftZip}
          onChange={(e) => setDraftZip(e.target.value)}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={zipMaxLength}
          placeholder="e.g. 33602"
          {...describedBy(`${zipId}-error`, zipError)}
        />
        <FieldError id={`${zipId}-error`} message={zipError} />
      </div>
      <div className="flex flex-col gap-1.5 sm:w-40">
        <Label htmlFor={radiusId}>Radius</Label>
        <select
          id={radiusId}
          value={draftRadius}
          onChange={(e) => setDraftRadius(Number(e.target.value))}
          className={cn(fieldClasses, 'h-10')}
        >
          {RADIUS_OPTIONS.map((miles) => (
            <option key={miles} value={miles}>
              {miles} miles
            </option>
          ))}
        </select>
      </div>
      {reportsZipErrors ? (
        // The label row above the fields is 1.5rem tall; this spacer lines the button up on wide screens.
        <div className="flex flex-col gap-1.5">
          <span className="hidden h-5 sm:block" aria-hidden="true" />
          {searchButton}
        </div>
      ) : (
        searchButton
      )}
    </form>
  );
}
