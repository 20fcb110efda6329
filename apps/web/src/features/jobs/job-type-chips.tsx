import { serviceTypeInfo, type JobType } from '@sideline/shared';
import { Button } from '@/components/ui/button';

export interface JobTypeChip {
  jobType: JobType | null;
  label: string;
}

/** Find Work's chips, in the spec's order; null is 'All Gigs' (no filter). */
export const FIND_WORK_CHIPS: JobTypeChip[] = [
  { jobType: null, label: 'All Gigs' },
  ...(['scorekeeper', 'scoreboard', 'streaming', 'full-service'] as const).map((jobType) => ({
    jobType,
    label: serviceTypeInfo(jobType).label,
  })),
];

/** The home preview names scorekeeping after the stats app it uses, and has no Full Service chip. */
export const HOME_CHIPS: JobTypeChip[] = [
  { jobType: null, label: 'All Gigs' },
  { jobType: 'scorekeeper', label: 'GameChanger' },
  { jobType: 'scoreboard', label: 'Scoreboard' },
  { jobType: 'streaming', label: 'Streaming' },
];

interface JobTypeChipsProps {
  chips: JobTypeChip[];
  value: JobType | null;
  onChange: (jobType: JobType | null) => void;
  label?: string;
}

/** Toggle buttons (aria-pressed): exactly one is pressed at a time. */
export function JobTypeChips({ chips, value, onChange, label = 'Filter by job type' }: JobTypeChipsProps) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {chips.map((chip) => {
        const pressed = chip.jobType === value;
        return (
          <Button
            key={chip.label}
            size="sm"
            variant={pressed ? 'default' : 'outline'}
            aria-pressed={pressed}
            // The trailing ! wins over the button's rounded-md, since cn() does not merge conflicts.
            className="rounded-full!"
            onClick={() => onChange(chip.jobType)}
          >
            {chip.label}
          </Button>
        );
      })}
    </div>
  );
}

/** Keeps the jobs of one type, or all of them for 'All Gigs'. */
export const filterByType = <T extends { jobType: string }>(jobs: T[], jobType: JobType | null): T[] =>
  jobType ? jobs.filter((job) => job.jobType === jobType) : jobs;
