import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { isTeamRole } from '@sideline/shared';
import { useAuth } from '@/lib/session/use-auth';
import { primaryCtaOnDark, secondaryCtaOnDark } from './cta-styles';

interface Cta {
  to: string;
  label: string;
}

/** The spec's rule: team or both post jobs, any other signed-in role finds gigs, guests pick a side. */
function closingCtas(user: ReturnType<typeof useAuth>['user']): { primary: Cta; secondary?: Cta } {
  if (!user) {
    return {
      primary: { to: '/post-job', label: 'I Need Game Day Help' },
      secondary: { to: '/jobs', label: 'I Want to Find Gigs' },
    };
  }
  return {
    primary: isTeamRole(user.role)
      ? { to: '/post-job', label: 'Post a Job' }
      : { to: '/jobs', label: 'Find Gigs' },
  };
}

export function ClosingCta() {
  const { user } = useAuth();
  const { primary, secondary } = closingCtas(user);

  return (
    <section aria-labelledby="closing-title" className="bg-brand-800 py-16 text-white sm:py-20">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">
        <h2 id="closing-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          Ready for game day?
        </h2>
        <p className="mt-4 text-lg leading-8 text-brand-50">
          {user
            ? 'Pick up where you left off: your next game is a few clicks away.'
            : 'Tell us which side of the field you are on and get started in about 2 minutes.'}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={primary.to} className={primaryCtaOnDark}>
            {primary.label}
            <ArrowRight className="size-5" />
          </Link>
          {secondary && (
            <Link to={secondary.to} className={secondaryCtaOnDark}>
              {secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
