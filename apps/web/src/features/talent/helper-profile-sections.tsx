import { Award, BadgeCheck, Briefcase, CalendarClock, Star } from 'lucide-react';
import { formatRating, serviceTypeInfo, type HelperProfile, type HelperSkill } from '@sideline/shared';
import { Badge, skillsOf, VerifiedBadge } from './badges';
import { NO_BIO_TEXT } from './helper-card';
import { ProfileFacts } from './profile-facts';
import { EmptyLine, ProfileSection, ProfileText } from './profile-section';

// What each service means on game day, so a coach can tell them apart at a glance.
const SERVICE_DETAILS: Record<HelperSkill, string> = {
  scorekeeper: 'Keeps the official book in GameChanger: every play, pitch count and stat.',
  scoreboard: 'Runs the scoreboard: score, count, outs, innings and clock.',
  streaming: 'Live streams the game so family who cannot be there can watch.',
};

const yearsLabel = (years: number) =>
  years === 0 ? 'Less than 1 year' : `${years} ${years === 1 ? 'year' : 'years'}`;

export function AboutSection({ helper }: { helper: HelperProfile }) {
  const bio = helper.bio?.trim();
  return (
    <ProfileSection id="about" title="About">
      {bio ? <ProfileText>{bio}</ProfileText> : <EmptyLine>{NO_BIO_TEXT}</EmptyLine>}
    </ProfileSection>
  );
}

export function ExperienceSection({ helper }: { helper: HelperProfile }) {
  const experience = helper.experience?.trim();
  return (
    <ProfileSection id="experience" title="Experience & Qualifications">
      <ProfileFacts
        facts={[
          { label: 'Years of experience', value: yearsLabel(helper.yearsOfExperience), icon: CalendarClock },
          { label: 'Jobs completed', value: helper.completedJobs, icon: Briefcase },
          {
            label: 'Average rating',
            value: helper.totalReviews > 0 ? `${formatRating(helper.avgRating)} out of 5` : 'No reviews yet',
            icon: Star,
          },
          {
            label: 'Verification',
            value: helper.isVerified ? <VerifiedBadge /> : 'Not verified yet',
            icon: BadgeCheck,
          },
        ]}
      />
      {experience && (
        <div className="mt-5">
          <ProfileText>{experience}</ProfileText>
        </div>
      )}
      <h3 className="mt-5 flex items-center gap-2 font-semibold text-slate-900">
        <Award className="size-4 text-brand-700" aria-hidden="true" />
        Certifications
      </h3>
      {helper.certifications.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {helper.certifications.map((item) => (
            <li key={item}>
              <Badge>{item}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-1">
          <EmptyLine>No certifications listed.</EmptyLine>
        </div>
      )}
    </ProfileSection>
  );
}

export function ServicesSection({ helper }: { helper: HelperProfile }) {
  const skills = skillsOf(helper);
  return (
    <ProfileSection id="services" title="Services">
      {skills.length === 0 ? (
        <EmptyLine>No services listed yet.</EmptyLine>
      ) : (
        <ul className="flex flex-col gap-3">
          {skills.map((skill) => (
            <li key={skill}>
              <p className="font-semibold text-slate-900">{serviceTypeInfo(skill).label}</p>
              <p className="text-sm text-slate-600">{SERVICE_DETAILS[skill]}</p>
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}

export function EquipmentSection({ helper }: { helper: HelperProfile }) {
  const details = helper.equipmentDetails?.trim();
  const nothing = helper.equipment.length === 0 && !details;
  return (
    <ProfileSection id="equipment" title="Equipment">
      {nothing ? (
        <EmptyLine>{helper.hasEquipment ? 'Brings their own equipment.' : 'No equipment listed.'}</EmptyLine>
      ) : (
        <>
          {helper.equipment.length > 0 && (
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {helper.equipment.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {details && (
            <div className="mt-3 text-sm">
              <ProfileText>{details}</ProfileText>
            </div>
          )}
        </>
      )}
    </ProfileSection>
  );
}

export function AvailabilitySection({ helper }: { helper: HelperProfile }) {
  const availability = helper.availability?.trim();
  return (
    <ProfileSection id="availability" title="Availability">
      {availability ? (
        <ProfileText>{availability}</ProfileText>
      ) : (
        <EmptyLine>Availability not listed yet.</EmptyLine>
      )}
    </ProfileSection>
  );
}
