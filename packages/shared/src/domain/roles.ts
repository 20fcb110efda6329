import { isMinorOn } from './guardians.js';

/** `guardian`: a parent's account made from a teen's consent link (decision 23); never chosen on the sign-up form. */
export const ROLES = ['team', 'helper', 'both', 'admin', 'tournament-director', 'guardian'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person can choose on the public sign-up form. */
export const SIGNUP_ROLES = ['team', 'helper', 'both'] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];

export const isTeamRole = (role: Role | null | undefined): boolean => role === 'team' || role === 'both';
/** Who pays for jobs: teams, and tournament directors, whose organization acts as the team (decision 20). */
export const paysForJobs = (role: Role | null | undefined): boolean =>
  isTeamRole(role) || role === 'tournament-director';
export const isHelperRole = (role: Role | null | undefined): boolean => role === 'helper' || role === 'both';

/**
 * Who can refer a coach (decision 7): the marketplace's own accounts. Staff and tournament directors
 * can't, so the referral page and its links are not offered to them.
 */
export const canRefer = (role: Role | null | undefined): boolean => isTeamRole(role) || isHelperRole(role);

/**
 * Whether the referral program is offered to this account: its role can refer, and it is not a teen
 * (decision 23): a referral recruits coaches for credits, which is not a minor's part to play.
 */
export const offersReferrals = (
  account: { role: Role; dateOfBirth: string | null } | null | undefined,
  today: string,
): boolean => !!account && canRefer(account.role) && !isMinorOn(account.dateOfBirth, today);

export const ROLE_LABELS: Record<Role, string> = {
  team: 'Team / Coach',
  helper: 'Helper',
  both: 'Both',
  admin: 'Admin',
  'tournament-director': 'Tournament Director',
  guardian: 'Parent / Guardian',
};

export interface NavLink {
  to: string;
  label: string;
}

/** The dashboard sidebar of spec doc 2, by role. Logout is rendered separately. */
export function sidebarLinks(role: Role): NavLink[] {
  const links: NavLink[] = [{ to: '/dashboard', label: 'Dashboard' }];
  if (isTeamRole(role)) {
    links.push({ to: '/post-job', label: 'Post a Job' }, { to: '/dashboard/my-jobs', label: 'My Jobs' });
  }
  if (isHelperRole(role)) {
    links.push(
      { to: '/jobs', label: 'Find Gigs' },
      { to: '/dashboard/my-applications', label: 'My Applications' },
    );
  }
  links.push({ to: '/dashboard/messages', label: 'Messages' });
  // A guardian's account has no public profile: its dashboard is the guardian view.
  if (role !== 'guardian') links.push({ to: '/dashboard/profile', label: 'Profile' });
  links.push({ to: '/dashboard/payments', label: 'Payments' });
  return links;
}

/** The avatar letter: first letter of firstName, then username, then 'U'. */
export function avatarLetter(user: { firstName?: string | null; username?: string | null } | null): string {
  const source = user?.firstName?.trim() || user?.username?.trim() || 'U';
  return source.charAt(0).toUpperCase();
}
