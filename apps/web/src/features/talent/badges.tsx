import { BadgeCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { serviceTypeInfo, type HelperProfile, type HelperSkill } from '@sideline/shared';
import { cn } from '@/lib/cn';

/** The skills a helper offers, in the spec's chip order. */
export function skillsOf(
  helper: Pick<HelperProfile, 'isScorekeeper' | 'isScoreboard' | 'isStreaming'>,
): HelperSkill[] {
  const skills: HelperSkill[] = [];
  if (helper.isScorekeeper) skills.push('scorekeeper');
  if (helper.isScoreboard) skills.push('scoreboard');
  if (helper.isStreaming) skills.push('streaming');
  return skills;
}

// Tones are whole class sets because cn() does not let a later class override an earlier one.
const TONES = {
  neutral: 'bg-slate-100 text-slate-800',
  brand: 'bg-brand-50 text-brand-900 ring-1 ring-brand-100',
  skill: 'bg-sky-50 text-sky-900',
  outline: 'bg-white text-slate-700 ring-1 ring-slate-300',
} as const;

interface BadgeProps {
  children: ReactNode;
  tone?: keyof typeof TONES;
  className?: string;
}

export function Badge({ children, tone = 'neutral', className }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

export function VerifiedBadge() {
  return (
    <Badge tone="brand">
      <BadgeCheck className="size-3.5 text-brand-700" aria-hidden="true" />
      Verified
    </Badge>
  );
}

export function SkillBadges({ skills, className }: { skills: HelperSkill[]; className?: string }) {
  if (skills.length === 0) return null;
  return (
    <ul aria-label="Skills" className={cn('flex flex-wrap gap-1.5', className)}>
      {skills.map((skill) => (
        <li key={skill}>
          <Badge tone="skill">{serviceTypeInfo(skill).label}</Badge>
        </li>
      ))}
    </ul>
  );
}
