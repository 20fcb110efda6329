import { TournamentLanding } from '@/features/tournaments/tournament-landing';

export function Component() {
  return <TournamentLanding />;
}
