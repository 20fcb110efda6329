import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ProfileLoadError } from './profile-load-error';

export const gateLinkClass = 'font-medium text-brand-800 underline underline-offset-4';

interface RoleAreaGateProps<P> {
  /** Whether the account's role may use this area at all. */
  allowed: boolean;
  /** Opens the note for other accounts ('This page is for helper accounts.'). */
  wrongRoleNote: string;
  /** Where an account of the other role should go instead; null sends it back to the dashboard. */
  otherAreaHint: ReactNode;
  /** The own profile, fetched only when allowed (a 404 is null: none yet). */
  profile: UseQueryResult<P | null>;
  loadingLabel: string;
  /** The prompt shown until the profile exists, with a link to create it. */
  missingProfile: { title: string; description: string; action: string };
  children(profile: P): ReactNode;
}

/**
 * The helper and team screens need an account of the right role with a profile (its id is what
 * every call of the area is made with). Anyone else gets a short note pointing at their own screens.
 */
export function RoleAreaGate<P>({
  allowed,
  wrongRoleNote,
  otherAreaHint,
  profile,
  loadingLabel,
  missingProfile,
  children,
}: RoleAreaGateProps<P>) {
  if (!allowed) {
    return (
      <Alert>
        <p>
          {wrongRoleNote}{' '}
          {otherAreaHint ?? (
            <Link to="/dashboard" className={gateLinkClass}>
              Back to your dashboard
            </Link>
          )}
        </p>
      </Alert>
    );
  }
  if (profile.isPending) return <Spinner label={loadingLabel} />;
  if (profile.isError)
    return <ProfileLoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  if (!profile.data) {
    return (
      <Alert variant="warning">
        <div className="flex flex-col gap-2">
          <AlertTitle>{missingProfile.title}</AlertTitle>
          <AlertDescription>{missingProfile.description}</AlertDescription>
          <Link to="/dashboard/profile" className={buttonVariants({ size: 'sm', className: 'self-start' })}>
            {missingProfile.action}
          </Link>
        </div>
      </Alert>
    );
  }
  return <>{children(profile.data)}</>;
}
