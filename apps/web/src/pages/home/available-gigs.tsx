import { ArrowRight, Search } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  DEFAULT_SEARCH_RADIUS_MILES,
  HOME_PREVIEW,
  SPORT_LABELS,
  SPORTS,
  type JobType,
} from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { JobGrid, JobGridSkeleton } from '@/components/jobs/job-card';
import { filterByType, HOME_CHIPS, JobTypeChips } from '@/components/jobs/job-type-chips';
import { FilterChipLinks } from '@/components/search/filter-chip-links';
import { useJobPreview } from '@/features/jobs/api/job-reads';
import { primaryCta, secondaryCta } from '@/features/home/cta-styles';
import { SectionHeading } from '@/features/home/section-heading';
import { DOCUMENT_ANSWERS } from '@/lib/document-answers';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration';

export const NO_PREVIEW_JOBS = 'No jobs found with the selected filters.';

const SECTION_ID = 'available-gigs';
const TYPE_PARAM = 'type';

/** The chip the address names, or 'All Gigs' for anything else. */
const chosenType = (value: string | null): JobType | null =>
  HOME_CHIPS.find((chip) => chip.value !== null && chip.value === value)?.value ?? null;

/** Home section 5: a peek at the soonest open gigs, with ways into Find Work and All Helpers. */
export function AvailableGigs() {
  const preview = useJobPreview();
  const [params] = useSearchParams();
  const [picked, setPicked] = useState<JobType | null>(null);
  // A document that answers its own taps filters by the address; library mode by the page's state.
  const jobType = DOCUMENT_ANSWERS ? chosenType(params.get(TYPE_PARAM)) : picked;
  const shown = filterByType(preview.data ?? [], jobType).slice(0, HOME_PREVIEW.show);

  return (
    <section
      id={SECTION_ID}
      aria-labelledby="available-gigs-title"
      className="border-t border-slate-100 bg-slate-50 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="available-gigs-title"
          eyebrow="Open near you"
          title="Available Gigs"
          description="Teams around Tampa Bay are looking for scorekeepers, scoreboard operators and streamers."
        />

        <div className="mt-10 flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
          <ZipSearch />
          {DOCUMENT_ANSWERS ? (
            <FilterChipLinks
              chips={HOME_CHIPS}
              value={jobType}
              param={TYPE_PARAM}
              section={`#${SECTION_ID}`}
              label="Filter gigs by type"
            />
          ) : (
            <JobTypeChips
              chips={HOME_CHIPS}
              value={jobType}
              onChange={setPicked}
              label="Filter gigs by type"
            />
          )}
          {/* The spec's sport chips are inert, so they are plain labels rather than buttons that do nothing. */}
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span className="font-medium text-slate-900">Sports:</span>
            <ul aria-label="Sports covered" className="flex flex-wrap gap-2">
              {SPORTS.map((sport) => (
                <li key={sport} className="rounded-full bg-slate-100 px-3 py-1 text-slate-800">
                  {SPORT_LABELS[sport]}
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className="mt-8" aria-busy={preview.isPending}>
          {preview.isPending ? (
            <>
              <p role="status" className="sr-only">
                Loading gigs...
              </p>
              <JobGridSkeleton count={HOME_PREVIEW.show} />
            </>
          ) : preview.isError ? (
            <p className="text-center text-slate-600">Gigs could not be loaded right now.</p>
          ) : shown.length === 0 ? (
            <p role="status" className="text-center text-slate-600">
              {NO_PREVIEW_JOBS}
            </p>
          ) : (
            <JobGrid jobs={shown} label="Available gigs" />
          )}
        </div>

        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/jobs" className={primaryCta}>
            Browse All Gigs <ArrowRight className="size-5" aria-hidden="true" />
          </Link>
          <Link to="/helpers" className={secondaryCta}>
            View All Helpers
          </Link>
        </div>
      </div>
    </section>
  );
}

/**
 * The spec's ZIP box is not tied to the preview query; rather than ignore what was typed, Search
 * opens Find Work with that ZIP already searched.
 */
function ZipSearch() {
  const navigate = useNavigate();
  const [zip, setZip] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // The rendered home page can be typed into before the app has started (decision 0026).
  useTypedBeforeHydration(() => input.current, zip, setZip);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams({ zip: zip.trim(), radius: String(DEFAULT_SEARCH_RADIUS_MILES) });
    void navigate(`/jobs?${params.toString()}`);
  };
  // As a plain form (a page with no script) it sends the same search to Find Work.
  return (
    <form
      role="search"
      aria-label="Find gigs near you"
      action="/jobs"
      method="get"
      onSubmit={submit}
      className="flex flex-col gap-1.5"
    >
      <input type="hidden" name="radius" value={DEFAULT_SEARCH_RADIUS_MILES} />
      <Label htmlFor="home-gigs-zip">ZIP code</Label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Input
          ref={input}
          id="home-gigs-zip"
          name="zip"
          value={zip}
          onChange={(e) => setZip(e.target.value)}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          placeholder="e.g. 33602"
          className="sm:max-w-xs"
        />
        <Button type="submit" className="sm:w-32">
          <Search aria-hidden="true" />
          Search
        </Button>
      </div>
    </form>
  );
}
