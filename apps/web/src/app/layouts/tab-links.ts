import { isHelperRole, isTeamRole, type Role } from '@sideline/shared';

export interface TabLink {
  to: string;
  label: string;
}

export const MESSAGES_TAB = '/dashboard/messages';

/**
 * The phone's bottom tabs: what a coach or helper reaches for at the field. The second tab is the
 * role's main action (a helper, or a both account, finds gigs; a team posts); staff get none.
 */
export function tabLinks(role: Role): TabLink[] {
  const tabs: TabLink[] = [{ to: '/dashboard', label: 'Dashboard' }];
  if (isHelperRole(role)) tabs.push({ to: '/jobs', label: 'Find Gigs' });
  else if (isTeamRole(role)) tabs.push({ to: '/post-job', label: 'Post a Job' });
  tabs.push(
    { to: MESSAGES_TAB, label: 'Messages' },
    { to: '/dashboard/payments', label: 'Payments' },
    { to: '/dashboard/profile', label: 'Profile' },
  );
  return tabs;
}
