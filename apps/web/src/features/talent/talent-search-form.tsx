import { Search } from 'lucide-react';
import { useState, type FormEvent, type Ref } from 'react';
import { serviceTypeInfo, type HelperSkill } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { fieldClasses, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { RADIUS_OPTIONS } from './use-talent-search-params';

interface TalentSearchFormProps {
  /** The searched values from the URL; the fields follow them when Back or Clear changes them. */
  zip: string;
  radius: number;
  onSearch: (zip: string, radius: number) => void;
  zipRef?: Ref<HTMLInputElement>;
}

/** ZIP code, radius and Search. Enter in the ZIP field submits, as in any form. */
export function TalentSearchForm({ zip, radius, onSearch, zipRef }: TalentSearchFormProps) {
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
      aria-label="Find helpers"
      onSubmit={submit}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <div className="flex flex-1 flex-col gap-1.5">
        <Label htmlFor="talent-zip">ZIP code</Label>
        <Input
          id="talent-zip"
          ref={zipRef}
          value={draftZip}
          onChange={(e) => setDraftZip(e.target.value)}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="e.g. 33602"
        />
      </div>
      <div className="flex flex-col gap-1.5 sm:w-40">
        <Label htmlFor="talent-radius">Radius</Label>
        <select
          id="talent-radius"
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
      <Button type="submit" className="sm:w-32">
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}

const CHIPS: { skill: HelperSkill | null; label: string }[] = [
  { skill: null, label: 'All Skills' },
  ...(['scorekeeper', 'scoreboard', 'streaming'] as const).map((skill) => ({
    skill,
    label: serviceTypeInfo(skill).label,
  })),
];

/** Toggle buttons (aria-pressed): exactly one is pressed, 'All Skills' meaning no filter. */
export function SkillChips({
  value,
  onChange,
}: {
  value: HelperSkill | null;
  onChange: (skill: HelperSkill | null) => void;
}) {
  return (
    <div role="group" aria-label="Filter by skill" className="flex flex-wrap gap-2">
      {CHIPS.map((chip) => {
        const pressed = chip.skill === value;
        return (
          <Button
            key={chip.label}
            size="sm"
            variant={pressed ? 'default' : 'outline'}
            aria-pressed={pressed}
            // The trailing ! wins over the button's rounded-md, since cn() does not merge conflicts.
            className="rounded-full!"
            onClick={() => onChange(chip.skill)}
          >
            {chip.label}
          </Button>
        );
      })}
    </div>
  );
}
