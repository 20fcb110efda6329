import { Briefcase, CalendarClock, MapPin, User } from 'lucide-react';
import { SPORT_LABELS, type TeamProfile } from '@sideline/shared';
import { Card } from '@/components/ui/card';
import { Avatar } from './avatar';
import { VerifiedBadge } from './badges';
import { ProfileActions } from './profile-actions';
import { ProfileFacts } from './profile-facts';
import { SportIcon, sportIcon } from './sport-icon';
import { RatingSummary } from '@/components/ui/star-rating';
import { ReliabilityBadge } from '@/components/reliability/reliability-badge';

const yearsActiveLabel = (years: number) =>
  years === 0 ? 'New' : `${years} ${years === 1 ? 'year' : 'years'}`;

/** Logo (or the sport's icon), name as the page's h1, rating, the team's facts and Contact/Edit. */
export function TeamProfileHeader({ team }: { team: TeamProfile }) {
  const sports = (team.sportTypes.length > 0 ? team.sportTypes : [team.sportType]).map(
    (s) => SPORT_LABELS[s],
  );
  return (
    <Card className="flex flex-col gap-6 p-6">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <Avatar
          src={team.profileImage}
          alt={`${team.teamName} logo`}
          fallback={<SportIcon sport={team.sportType} className="size-10 text-brand-800" />}
          shape="square"
          className="size-24"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{team.teamName}</h1>
            {team.isVerified && <VerifiedBadge />}
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
            <RatingSummary avgRating={team.avgRating} totalReviews={team.totalReviews} />
            <ReliabilityBadge side="team" reliability={team.reliability} />
          </div>
          {team.teamLocation && (
            <p className="mt-2 inline-flex items-center gap-1 text-sm text-slate-700">
              <MapPin className="size-4 text-slate-600" aria-hidden="true" />
              {team.teamLocation}
            </p>
          )}
        </div>
        <div className="shrink-0">
          <ProfileActions ownerId={team.userId} name={team.teamName} contactLabel="Contact Team" />
        </div>
      </div>
      <ProfileFacts
        facts={[
          { label: 'Coach', value: team.coachName || 'Not listed', icon: User },
          { label: 'Years active', value: yearsActiveLabel(team.yearsActive), icon: CalendarClock },
          { label: 'Jobs posted', value: team.jobsPosted, icon: Briefcase },
          {
            label: sports.length > 1 ? 'Sports' : 'Sport',
            value: sports.join(', '),
            icon: sportIcon(team.sportType),
          },
        ]}
      />
    </Card>
  );
}
