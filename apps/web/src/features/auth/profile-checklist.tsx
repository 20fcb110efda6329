import { CircleCheck, ClipboardList, Trophy } from 'lucide-react';
import { isHelperRole, isTeamRole, type User } from '@sideline/shared';
import { Alert } from '@/components/ui/alert';
import { ConfirmEmailBanner } from './confirm-email-banner';

interface ProfileNeed {
  key: string;
  title: string;
  text: string;
  icon: typeof Trophy;
}

/** The profile(s) a role needs; both were created at sign-up from the sign-up answers. */
export function profileNeeds(user: Pick<User, 'role'>): ProfileNeed[] {
  const needs: ProfileNeed[] = [];
  if (isTeamRole(user.role)) {
    needs.push({
      key: 'team',
      title: 'Team profile',
      text: 'Created from your sign-up answers (team name and sports). Add your team location, hourly budget and Venmo username before you post your first job.',
      icon: Trophy,
    });
  }
  if (isHelperRole(user.role)) {
    needs.push({
      key: 'helper',
      title: 'Helper profile',
      text: 'Created from your sign-up answers (services, hourly rate range, bio and equipment). Add the email you use for GameChanger and your Venmo username so teams can work with you and pay you.',
      icon: ClipboardList,
    });
  }
  return needs;
}

/** Email status and the profiles the user's role needs, from the signed-in user only. */
export function ProfileChecklist({ user }: { user: User }) {
  const needs = profileNeeds(user);
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
            {needs.map(({ key, title, text, icon: Icon }) => (
              <li key={key} className="flex gap-3 rounded-lg border border-slate-200 p-4">
                <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                <div>
                  <h3 className="font-semibold text-slate-900">{title}</h3>
                  <p className="mt-1 text-sm text-slate-700">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
