import type { OwnHelperProfile } from '@sideline/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { TextLink } from '@/components/ui/text-link';
import { helperSkillLabels, rateRangeLabel } from '@/features/profiles/helper-skills';
import { RatingSummary } from '@/components/ui/star-rating';

interface HelperSummaryCardProps {
  profile: OwnHelperProfile;
  headingLevel?: 'h2' | 'h3';
}

/** The helper dashboard's at-a-glance profile: rate range, skills and rating. */
export function HelperSummaryCard({ profile, headingLevel = 'h2' }: HelperSummaryCardProps) {
  const skills = helperSkillLabels(profile);
  return (
    <Card>
      <CardHeader>
        <CardTitle as={headingLevel}>Your Helper Profile</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-slate-600">Hourly Rate</dt>
            <dd className="mt-0.5 font-semibold text-slate-900">{rateRangeLabel(profile)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Skills</dt>
            <dd className="mt-0.5 font-medium text-slate-900">{skills.join(', ') || 'None selected'}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Rating</dt>
            <dd className="mt-0.5">
              {/* 0 means no reviews yet: the spec shows N/A rather than zero stars. */}
              {profile.avgRating > 0 ? (
                <RatingSummary avgRating={profile.avgRating} totalReviews={profile.totalReviews} />
              ) : (
                <span className="font-semibold text-slate-900">N/A</span>
              )}
            </dd>
          </div>
        </dl>
        <TextLink to={`/helpers/${profile.id}`} className="inline-flex items-center gap-1 self-start">
          View public page
        </TextLink>
      </CardContent>
    </Card>
  );
}
