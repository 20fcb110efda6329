import { CircleDot, Goal, RugbyBall, Trophy, Volleyball, type LucideIcon } from 'lucide-react';
import type { Sport } from '@sideline/shared';

// lucide has no baseball or basketball; these stand-ins are decorative (the sport is always named in text).
const SPORT_ICONS: Record<Sport, LucideIcon> = {
  baseball: CircleDot,
  softball: CircleDot,
  volleyball: Volleyball,
  basketball: Trophy,
  soccer: Goal,
  'flag-football': RugbyBall,
};

export const sportIcon = (sport: Sport): LucideIcon => SPORT_ICONS[sport] ?? Trophy;

export function SportIcon({ sport, className }: { sport: Sport; className?: string }) {
  const Icon = sportIcon(sport);
  return <Icon className={className} aria-hidden="true" />;
}
