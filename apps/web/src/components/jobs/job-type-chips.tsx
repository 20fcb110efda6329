import { serviceTypeInfo, type JobType } from '@sideline/shared';
import { FilterChipGroup, type FilterChip } from '@/components/search/filter-chip-group';

export type JobTypeChip = FilterChip<JobType>;

/** Find Work's chips, in the spec's order; null is 'All Gigs' (no filter). */
export const FIND_WORK_CHIPS: JobTypeChip[] = [
  { value: null, label: 'All Gigs' },
  ...(['scorekeeper', 'scoreboard', 'streaming', 'full-service'] as const).map((value) => ({
    value,
    label: serviceTypeInfo(value).label,
  })),
];

/** The home preview names scorekeeping after the stats app it uses, and has no Full Service chip. */
export const HOME_CHIPS: JobTypeChip[] = [
  { value: null, label: 'All Gigs' },
  { value: 'scorekeeper', label: 'GameChanger' },
  { value: 'scoreboard', label: 'Scoreboard' },
  { value: 'streaming', label: 'Streaming' },
];

interface JobTypeChipsProps {
  chips: JobTypeChip[];
  value: JobType | null;
  onChange: (jobType: JobType | null) => void;
  label?: string;
}

/** The job-type filter of Find Work and the home preview. */
export function JobTypeChips({ label = 'Filter by job type', ...props }: JobTypeChipsProps) {
  return <FilterChipGroup label={label} {...props} />;
}

/** Keeps the jobs of one type, or all of them for 'All Gigs'. */
export const filterByType = <T extends { jobType: string }>(jobs: T[], jobType: JobType | null): T[] =>
  jobType ? jobs.filter((job) => job.jobType === jobType) : jobs;
