import { ArrowRight, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import type { TeamProfile } from '@sideline/shared';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/cn';
import { EmptyLine, ProfileSection, ProfileText } from './profile-section';

export function TeamAboutSection({ team }: { team: TeamProfile }) {
  const bio = team.bio?.trim();
  return (
    <ProfileSection id="about-team" title="About the Team">
      {bio ? (
        <ProfileText>{bio}</ProfileText>
      ) : (
        <EmptyLine>This team has not written a description yet.</EmptyLine>
      )}
    </ProfileSection>
  );
}

export function AchievementsSection({ team }: { team: TeamProfile }) {
  return (
    <ProfileSection id="achievements" title="Team Achievements">
      {team.teamAchievements.length === 0 ? (
        <EmptyLine>No achievements listed yet.</EmptyLine>
      ) : (
        <ul className="flex flex-col gap-2">
          {team.teamAchievements.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <Trophy className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
              <span className="break-words">{item}</span>
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}

export function SuccessStoriesSection({ team }: { team: TeamProfile }) {
  return (
    <ProfileSection id="success-stories" title="Success Stories">
      {team.successStories.length === 0 ? (
        <EmptyLine>No success stories yet.</EmptyLine>
      ) : (
        <ul className="flex flex-col gap-3">
          {team.successStories.map((story) => (
            <li key={story}>
              <blockquote className="border-l-4 border-brand-600 pl-3 text-sm break-words">
                {story}
              </blockquote>
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}

/**
 * The jobs API arrives in a later issue, so there is nothing honest to list yet: the section says so
 * rather than showing sample jobs. 'View All' still leads to the job board.
 */
export function OpenJobsSection() {
  return (
    <ProfileSection
      id="open-jobs"
      title="Open Jobs"
      action={
        <Link
          to="/jobs"
          aria-label="View all jobs"
          className={cn(
            'inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-brand-800 underline-offset-4 hover:underline',
            focusRing,
          )}
        >
          View All <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      }
    >
      <EmptyLine>No open jobs right now.</EmptyLine>
    </ProfileSection>
  );
}
