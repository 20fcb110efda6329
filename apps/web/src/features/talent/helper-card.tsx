import { MapPin, Navigation } from 'lucide-react';
import { Link } from 'react-router';
import { EQUIPMENT_PREVIEW_COUNT, type HelperProfile } from '@sideline/shared';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/lib/session/use-auth';
import { LazyContactDialog } from '@/components/messaging/lazy-contact-dialog';
import { Avatar, initialsOf } from './avatar';
import { Badge, SkillBadges, skillsOf, VerifiedBadge } from './badges';
import { distanceLabel, helperName, rateRange } from './format';
import { RatingSummary } from '@/components/ui/star-rating';
import { ReliabilityBadge } from '@/components/reliability/reliability-badge';
import { UnderEighteenBadge } from '@/components/guardians/under-eighteen-badge';

export const NO_BIO_TEXT = 'This helper has not written a bio yet.';

interface HelperCardProps {
  helper: HelperProfile;
  /** The card title's level, so it sits under the page's own headings. */
  headingLevel?: 'h2' | 'h3';
}

/** The spec's helper card, shared by Find Talent, All Helpers and the home page's Featured Helpers. */
export function HelperCard({ helper, headingLevel: Heading = 'h3' }: HelperCardProps) {
  const { user } = useAuth();
  const name = helperName(helper);
  const shownEquipment = helper.equipment.slice(0, EQUIPMENT_PREVIEW_COUNT);
  const moreEquipment = helper.equipment.length - shownEquipment.length;

  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-start gap-3">
        <Avatar
          src={helper.profileImage}
          alt={`Photo of ${name}`}
          fallback={initialsOf(helper.user.firstName, helper.user.lastName)}
          className="size-14 text-lg"
        />
        <div className="min-w-0 flex-1">
          <Heading className="truncate text-lg font-semibold text-slate-900">{name}</Heading>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-3.5" aria-hidden="true" />
              <span className="sr-only">ZIP code </span>
              {helper.user.zipCode}
            </span>
            {helper.distanceMiles !== null && (
              <span className="inline-flex items-center gap-1">
                <Navigation className="size-3.5" aria-hidden="true" />
                {distanceLabel(helper.distanceMiles)}
              </span>
            )}
          </p>
          {helper.isVerified && (
            <div className="mt-1.5">
              <VerifiedBadge />
            </div>
          )}
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {rateRange(helper.hourlyRateMin, helper.hourlyRateMax)}
        </p>
        <RatingSummary avgRating={helper.avgRating} totalReviews={helper.totalReviews} />
      </div>
      <ReliabilityBadge side="helper" reliability={helper.reliability} className="self-start" />
      <UnderEighteenBadge show={helper.underEighteen} className="self-start" />

      <SkillBadges skills={skillsOf(helper)} />

      <p className="line-clamp-3 text-sm text-slate-700">{helper.bio?.trim() || NO_BIO_TEXT}</p>

      {shownEquipment.length > 0 && (
        <div className="text-sm">
          <p className="font-medium text-slate-900">Equipment</p>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {shownEquipment.map((item) => (
              <li key={item}>
                <Badge>{item}</Badge>
              </li>
            ))}
            {moreEquipment > 0 && (
              <li>
                <Badge tone="outline">+{moreEquipment} more</Badge>
              </li>
            )}
          </ul>
        </div>
      )}

      {/* mt-auto keeps the buttons on one line across a row of cards of different lengths. */}
      <div className="mt-auto flex gap-2 pt-1">
        <Link
          to={`/helpers/${helper.id}`}
          aria-label={`View ${name}'s profile`}
          className={buttonVariants({ variant: 'outline', className: 'flex-1' })}
        >
          View Profile
        </Link>
        {/* As on the profile page, owners edit rather than message themselves (the API refuses that). */}
        {user?.id === helper.userId ? (
          <Link to="/dashboard/profile" className={buttonVariants({ className: 'flex-1' })}>
            Edit Profile
          </Link>
        ) : (
          <LazyContactDialog recipientId={helper.userId} name={name}>
            <Button className="flex-1" aria-label={`Contact ${name}`}>
              Contact
            </Button>
          </LazyContactDialog>
        )}
      </div>
    </Card>
  );
}
