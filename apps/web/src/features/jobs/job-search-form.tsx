import { Search } from 'lucide-react';
import { useState, type FormEvent, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { describedBy, FieldError } from '@/components/ui/field-error';
import { fieldClasses, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { JOB_RADIUS_OPTIONS } from './use-job-search-params';

interface JobSearchFormProps {
  /** The searched values from the URL; the fields follow them when Back or Clear changes them. */
  zip: string;
  radius: number;
  onSearch: (zip: string, radius: number) => void;
  /** The server's refusal of the searched ZIP ('Unknown ZIP code'), shown under the field. */
  zipError?: string | null;
  zipRef?: Ref<HTMLInputElement>;
}

/** ZIP code, radius and Search. Enter in the ZIP field submits, as in any form. */
export function JobSearchForm({ zip, radius, onSearch, zipError, zipRef }: JobSearchFormProps) {
  const [draftZip, setDraftZip] = useState(zip);
  const [draftRadius, setDraftRadius] = useState(radius);
  // Adjusting state while rendering (not in an effect) keeps the fields in step with the URL without a flash.
  const [synced, setSynced] = useState({ zip, radius });
  if (synced.zip !== zip || synced.radius !== radius) {
    setSynced({ zip, radius });
    setDraftZip(zip);
    setDraftRadius(radius);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draftZip, draftRadius);
  };

  return (
    <form
      role="search"
      aria-label="Find gigs"
      onSubmit={submit}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <div className="flex flex-1 flex-col gap-1.5">
        <Label htmlFor="jobs-zip">ZIP code</Label>
        <Input
          id="jobs-zip"
          ref={zipRef}
          value={draftZip}
          onChange={(e) => setDraftZip(e.target.value)}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          placeholder="e.g. 33602"
          {...describedBy('jobs-zip-error', zipError)}
        />
        <FieldError id="jobs-zip-error" message={zipError} />
      </div>
      <div className="flex flex-col gap-1.5 sm:w-40">
        <Label htmlFor="jobs-radius">Radius</Label>
        <select
          id="jobs-radius"
          value={draftRadius}
          onChange={(e) => setDraftRadius(Number(e.target.value))}
          className={cn(fieldClasses, 'h-10')}
        >
          {JOB_RADIUS_OPTIONS.map((miles) => (
            <option key={miles} value={miles}>
              {miles} miles
            </option>
          ))}
        </select>
      </div>
      {/* The label row above the fields is 1.5rem tall; this spacer lines the button up on wide screens. */}
      <div className="flex flex-col gap-1.5">
        <span className="hidden h-5 sm:block" aria-hidden="true" />
        <Button type="submit" className="sm:w-32">
          <Search aria-hidden="true" />
          Search
        </Button>
      </div>
    </form>
  );
}
