import { serviceTypeInfo, type HelperSkill } from '@sideline/shared';
import { FilterChipGroup, type FilterChip } from '@/components/search/filter-chip-group';

const CHIPS: FilterChip<HelperSkill>[] = [
  { value: null, label: 'All Skills' },
  ...(['scorekeeper', 'scoreboard', 'streaming'] as const).map((value) => ({
    value,
    label: serviceTypeInfo(value).label,
  })),
];

/** Find Talent's skill filter; 'All Skills' means no filter. */
export function SkillChips({
  value,
  onChange,
}: {
  value: HelperSkill | null;
  onChange: (skill: HelperSkill | null) => void;
}) {
  return <FilterChipGroup label="Filter by skill" chips={CHIPS} value={value} onChange={onChange} />;
}
