import { FactList } from '@/components/fields/fact-list';
import type { ReactNode } from 'react';
import { ArrowRight, UserRound } from 'lucide-react';
import type { HelperProfile } from '@sideline/shared';
import { TextLink } from '@/components/ui/text-link';
import { helperSkillLabels, rateRangeLabel } from './helper-skills';
import { RatingSummary } from '@/components/ui/star-rating';
import { fullName } from '@/lib/format/names';

interface HelperProfileSummaryProps {
  profile: HelperProfile;
  headingLevel?: 'h2' | 'h3';
}

/** The owner's read view of their helper profile, private fields (email, Venmo) included. */
export function HelperProfileSummary({ profile, headingLevel: Heading = 'h2' }: HelperProfileSummaryProps) {
  const name = fullName(profile.user);
  const skills = helperSkillLabels(profile);
  const rows: { label: string; value: ReactNode }[] = [
    { label: 'Hourly Rate', value: rateRangeLabel(profile) },
    { label: 'Email for GameChanger', value: profile.email || 'Not set' },
    { label: 'Venmo Username', value: profile.venmoUsername || 'Not set' },
    { label: 'Years of Experience', value: profile.yearsOfExperience },
    { label: 'Availability', value: profile.availability || 'Not set' },
    {
      label: 'Equipment',
      value: profile.hasEquipment
        ? profile.equipment.join(', ') || profile.equipmentDetails || 'Yes'
        : 'No own equipment',
    },
  ];
  const texts = [
    { label: 'About', value: profile.bio },
    { label: 'Equipment Details', value: profile.hasEquipment ? profile.equipmentDetails : null },
    { label: 'Experience', value: profile.experience },
    { label: 'Certifications', value: profile.certifications.join(', ') || null },
  ].filter((text) => text.value);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full border border-slate-200 bg-brand-50">
          {profile.profileImage ? (
            <img
              src={profile.profileImage}
              alt={`${name} profile picture`}
              className="size-full object-cover"
            />
          ) : (
            <UserRound className="size-10 text-brand-700" aria-hidden="true" />
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <Heading className="text-xl font-bold wrap-anywhere text-slate-900">{name}</Heading>
          <ul aria-label="Skills" className="flex flex-wrap gap-2">
            {skills.map((skill) => (
              <li
                key={skill}
                className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-900"
              >
                {skill}
              </li>
            ))}
          </ul>
          {profile.avgRating > 0 ? (
            <RatingSummary avgRating={profile.avgRating} totalReviews={profile.totalReviews} />
          ) : (
            <p className="text-sm text-slate-600">No reviews yet</p>
          )}
        </div>
      </div>

      <FactList facts={rows} />

      {texts.map((text) => (
        <div key={text.label}>
          <p className="text-sm font-medium text-slate-600">{text.label}</p>
          <p className="mt-1 whitespace-pre-line text-slate-800">{text.value}</p>
        </div>
      ))}

      <TextLink to={`/helpers/${profile.id}`} className="inline-flex items-center gap-1 self-start">
        View public page
        <ArrowRight className="size-4" aria-hidden="true" />
      </TextLink>
    </div>
  );
}
