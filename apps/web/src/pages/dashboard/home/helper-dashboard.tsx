import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MailWarning, Pencil, Search, ShieldCheck } from 'lucide-react';
import type { User } from '@sideline/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { HelperProfileForm } from '@/features/profiles/helper-profile-form';
import { ProfileLoadError } from '@/components/gates/profile-load-error';
import { useHelperProfile } from '@/lib/profiles/use-helper-profile';
import { PushOptInCard } from '@/features/push/push-opt-in-card';
import { HelperDashboardOverview } from './helper-dashboard-overview';
import { HelperSummaryCard } from './helper-summary-card';
import { ReferAFriendCard } from './refer-a-friend';
import { useOffersReferrals } from '@/lib/session/use-offers-referrals';

export const EMAIL_NOTICE = 'Email address is required for GameChanger access. Please update your profile.';

interface HelperDashboardProps {
  user: Pick<User, 'id' | 'email' | 'venmoUsername'>;
  /** h2 on the helper dashboard; h3 inside the "both" dashboard's helper section. */
  headingLevel?: 'h2' | 'h3';
  /** More dashboard content, shown only once the profile is complete. */
  children?: ReactNode;
}

/**
 * The helper dashboard's gate (doc 2): a spinner, then the profile form while there is no profile,
 * the profile has no email (GameChanger access needs it) or the helper chose Edit Profile;
 * otherwise the dashboard itself.
 */
export function HelperDashboard({ user, headingLevel = 'h2', children }: HelperDashboardProps) {
  const query = useHelperProfile(user.id);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // Not for a teen (issue 51): referring coaches is for adult accounts.
  const referrals = useOffersReferrals();

  if (query.isPending) return <Spinner label="Loading your helper profile" />;
  if (query.isError) return <ProfileLoadError error={query.error} onRetry={() => void query.refetch()} />;

  const profile = query.data;
  const missingEmail = profile !== null && !profile.email;
  if (!profile || missingEmail || editing) {
    const closeForm = () => {
      setEditing(false);
      requestAnimationFrame(() => editButton.current?.focus());
    };
    return (
      <div className="flex flex-col gap-4">
        {missingEmail && (
          <Alert variant="warning" role="alert">
            <MailWarning aria-hidden="true" />
            <p>{EMAIL_NOTICE}</p>
          </Alert>
        )}
        <Card>
          <CardHeader>
            <CardTitle as={headingLevel}>
              {profile ? 'Edit Your Helper Profile' : 'Complete Your Helper Profile'}
            </CardTitle>
            <CardDescription>Teams see your profile when you apply for gigs.</CardDescription>
          </CardHeader>
          <CardContent>
            <HelperProfileForm
              user={user}
              profile={profile}
              onSaved={closeForm}
              onCancel={editing && !missingEmail ? closeForm : undefined}
              autoFocus={editing}
            />
          </CardContent>
        </Card>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/jobs">
            <Search aria-hidden="true" />
            Find Gigs
          </Link>
        </Button>
        <Button ref={editButton} variant="outline" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          Edit Profile
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard/safety">
            <ShieldCheck aria-hidden="true" />
            Safety Passport
          </Link>
        </Button>
      </div>
      {/* Inside the "both" dashboard the team part above already offers these. */}
      {headingLevel === 'h2' && referrals && <ReferAFriendCard />}
      {headingLevel === 'h2' && <PushOptInCard />}
      <HelperDashboardOverview profile={profile} level={headingLevel} />
      <HelperSummaryCard profile={profile} headingLevel={headingLevel} />
      {children}
    </div>
  );
}
