import { FactList } from '@/components/fields/fact-list';
import { ArrowRight, MapPin, Trophy } from 'lucide-react';
import { SPORT_LABELS, formatDollars, type TeamProfile } from '@sideline/shared';
import { TextLink } from '@/components/ui/text-link';
import { RatingSummary } from '@/components/ui/star-rating';

type Heading = 'h2' | 'h3';

/** The team profile's read view (doc 2, Team profile screen). */
export function TeamProfileView({
  profile,
  headingLevel: Heading = 'h2',
}: {
  profile: TeamProfile;
  headingLevel?: Heading;
}) {
  const rows = [
    { label: 'Hourly Budget', value: `${formatDollars(profile.hourlyBudget)}/hour` },
    { label: 'Venmo Username', value: profile.venmoUsername || 'Not set' },
  ];
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-brand-50">
          {profile.profileImage ? (
            <img
              src={profile.profileImage}
              alt={`${profile.teamName} team picture`}
              className="size-full object-cover"
            />
          ) : (
            <Trophy className="size-10 text-brand-700" aria-hidden="true" />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <Heading className="text-xl font-bold wrap-anywhere text-slate-900">{profile.teamName}</Heading>
          <ul aria-label="Sports" className="flex flex-wrap gap-2">
            {profile.sportTypes.map((sport) => (
              <li
                key={sport}
                className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-900"
              >
                {SPORT_LABELS[sport]}
              </li>
            ))}
          </ul>
          {profile.teamLocation && (
            <p className="flex items-center gap-1.5 text-sm text-slate-700">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">Location: </span>
              {profile.teamLocation}
            </p>
          )}
          {/* The spec shows a rating only once the team has one; 0 means no reviews yet. */}
          {profile.avgRating > 0 && <RatingSummary avgRating={profile.avgRating} totalReviews={profile.totalReviews} />}
        </div>
      </div>

      <FactList facts={rows} />

      {profile.bio && (
        <div>
          <p className="text-sm font-medium text-slate-600">About the Team</p>
          <p className="mt-1 whitespace-pre-line text-slate-800">{profile.bio}</p>
        </div>
      )}

      <TextLink to={`/teams/${profile.id}`} className="inline-flex items-center gap-1 self-start">
        View public page
        <ArrowRight className="size-4" aria-hidden="true" />
      </TextLink>
    </div>
  );
}
