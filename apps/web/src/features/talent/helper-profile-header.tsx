import { DollarSign, MapPin } from 'lucide-react';
import type { HelperProfile } from '@sideline/shared';
import { Card } from '@/components/ui/card';
import { Avatar, initialsOf } from './avatar';
import { SkillBadges, skillsOf, VerifiedBadge } from './badges';
import { helperName, rateRange } from './format';
import { ProfileActions } from './profile-actions';
import { RatingSummary } from '@/components/ui/star-rating';
import { ReliabilityBadge } from '@/components/reliability/reliability-badge';
import { UnderEighteenBadge } from '@/components/guardians/under-eighteen-badge';

/** Photo, name (the page's h1), rating, ZIP, skills, rate range and the Contact/Edit action. */
export function HelperProfileHeader({ helper }: { helper: HelperProfile }) {
  const name = helperName(helper);
  return (
    <Card className="flex flex-col gap-5 p-6 sm:flex-row sm:items-start">
      <Avatar
        src={helper.profileImage}
        alt={`Photo of ${name}`}
        fallback={initialsOf(helper.user.firstName, helper.user.lastName)}
        className="size-24 text-3xl"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{name}</h1>
          {helper.isVerified && <VerifiedBadge />}
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
          <RatingSummary avgRating={helper.avgRating} totalReviews={helper.totalReviews} />
          <ReliabilityBadge side="helper" reliability={helper.reliability} />
          <UnderEighteenBadge show={helper.underEighteen} />
        </div>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-4 text-slate-600" aria-hidden="true" />
            ZIP {helper.user.zipCode}
          </span>
          <span className="inline-flex items-center gap-1 font-semibold text-slate-900">
            <DollarSign className="size-4 text-slate-600" aria-hidden="true" />
            {rateRange(helper.hourlyRateMin, helper.hourlyRateMax)}
          </span>
        </p>
        <SkillBadges skills={skillsOf(helper)} className="mt-3" />
      </div>
      <div className="shrink-0">
        <ProfileActions ownerId={helper.userId} name={name} contactLabel="Contact Helper" />
      </div>
    </Card>
  );
}
