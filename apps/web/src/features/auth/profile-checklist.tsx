import { Link } from 'react-router';
import { CircleAlert, CircleCheck, CircleDashed, ClipboardList, Trophy } from 'lucide-react';
import type { User } from '@sideline/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ProfileStatus } from '@/lib/profiles/profile-completion';
import type { ProfileNeed } from '@/lib/profiles/use-profile-statuses';
import { ConfirmEmailBanner } from './confirm-email-banner';

const ICONS = { team: Trophy, helper: ClipboardList } as const;

function StatusLine({ status }: { status: ProfileStatus }) {
  switch (status.state) {
    case 'loading':
      return <Spinner className="size-4" label="Checking this profile" />;
    case 'error':
      return <p className="text-sm text-red-700">We could not check this profile right now.</p>;
    case 'missing':
      return (
        <p className="flex items-center gap-1.5 text-sm text-slate-700">
          <CircleDashed className="size-4 shrink-0" aria-hidden="true" /> Not created yet.
        </p>
      );
    case 'incomplete':
      return (
        <p className="flex items-center gap-1.5 text-sm text-amber-900">
          <CircleAlert className="size-4 shrink-0" aria-hidden="true" /> Still needed: {status.missing.join(', ')}.
        </p>
      );
    case 'complete':
      return (
        <p className="flex items-center gap-1.5 text-sm font-medium text-brand-800">
          <CircleCheck className="size-4 shrink-0" aria-hidden="true" /> Complete.
        </p>
      );
  }
}

interface ProfileChecklistProps {
  user: User;
  needs: ProfileNeed[];
  onRetry(): void;
}

/** Email status and each profile the role needs, with its status and a way to finish it. */
export function ProfileChecklist({ user, needs, onRetry }: ProfileChecklistProps) {
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="onboarding-email" className="flex flex-col gap-3">
        <h2 id="onboarding-email" className="text-lg font-semibold text-slate-900">
          Email address
        </h2>
        {user.emailConfirmed ? (
          <Alert variant="success">
            <CircleCheck aria-hidden="true" />
            <p>
              Your email address <strong className="wrap-anywhere">{user.email}</strong> is confirmed.
            </p>
          </Alert>
        ) : (
          <ConfirmEmailBanner email={user.email} />
        )}
      </section>

      <section aria-labelledby="onboarding-profiles" className="flex flex-col gap-3">
        <h2 id="onboarding-profiles" className="text-lg font-semibold text-slate-900">
          {needs.length > 1 ? 'Your profiles' : 'Your profile'}
        </h2>
        {needs.length === 0 ? (
          <p className="text-slate-700">Your account does not need a team or helper profile.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {needs.map(({ key, title, status }) => {
              const Icon = ICONS[key];
              const label = key === 'team' ? 'Team Profile' : 'Helper Profile';
              return (
                <li key={key} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center">
                  <Icon className="size-5 shrink-0 text-brand-700 max-sm:hidden" aria-hidden="true" />
                  <div className="flex flex-1 flex-col gap-1">
                    <h3 className="font-semibold text-slate-900">{title}</h3>
                    <StatusLine status={status} />
                  </div>
                  {status.state === 'error' && (
                    <Button variant="outline" size="sm" onClick={onRetry} className="self-start sm:self-auto">
                      Try Again
                    </Button>
                  )}
                  {(status.state === 'missing' || status.state === 'incomplete') && (
                    <Button asChild size="sm" className="self-start sm:self-auto">
                      <Link to="/dashboard/profile">Complete {label}</Link>
                    </Button>
                  )}
                  {status.state === 'complete' && (
                    <Button asChild variant="outline" size="sm" className="self-start sm:self-auto">
                      <Link to="/dashboard/profile">View {label}</Link>
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
