import { FieldError } from '@/components/ui/field-error';
import { CheckboxField } from './choice-field';

export type SkillKey = 'isScorekeeper' | 'isScoreboard' | 'isStreaming';

const SKILLS: readonly { key: SkillKey; label: string }[] = [
  { key: 'isScorekeeper', label: 'GameChanger Scorekeeping' },
  { key: 'isScoreboard', label: 'Scoreboard Operation' },
  { key: 'isStreaming', label: 'Live Streaming' },
];

interface SkillCheckboxesProps {
  /** 'signup' gives the ids signup-isScorekeeper and so on. */
  idPrefix: string;
  legend: string;
  values: Record<SkillKey, boolean>;
  onChange(key: SkillKey, checked: boolean): void;
  /** One message for the whole group ("pick at least one"), so every box points at it. */
  errorId: string;
  error?: string | null;
}

/** The three services a helper offers, as the sign-up and helper profile forms ask for them. */
export function SkillCheckboxes({
  idPrefix,
  legend,
  values,
  onChange,
  errorId,
  error,
}: SkillCheckboxesProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-900">{legend}</legend>
      {SKILLS.map((skill) => (
        <CheckboxField
          key={skill.key}
          id={`${idPrefix}-${skill.key}`}
          label={skill.label}
          checked={values[skill.key]}
          onChange={(checked) => onChange(skill.key, checked)}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
        />
      ))}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
