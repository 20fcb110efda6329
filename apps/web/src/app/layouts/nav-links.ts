/** Link lists shared by the desktop header and the mobile menu so the two never drift apart. */
export interface SiteLink {
  to: string;
  label: string;
}

export const MAIN_LINKS: readonly SiteLink[] = [
  { to: '/tournament-director', label: 'Tournament Organizer' },
  { to: '/jobs', label: 'Find Work' },
  { to: '/find-talent', label: 'Find Talent' },
  { to: '/post-job', label: 'Post a Job' },
];

export const SIGNED_IN_LINKS: readonly SiteLink[] = [
  { to: '/get-your-referral-code', label: 'Refer a Friend' },
  { to: '/messages', label: 'Messages' },
  { to: '/dashboard', label: 'Dashboard' },
];

const REFERRAL_PATH = '/get-your-referral-code';

/**
 * The signed-in links: an account not offered referrals (staff, directors, teens: `offersReferrals`)
 * gets no Refer a Friend.
 */
export const signedInLinks = (referrals: boolean): readonly SiteLink[] =>
  referrals ? SIGNED_IN_LINKS : SIGNED_IN_LINKS.filter((link) => link.to !== REFERRAL_PATH);

export const LOG_IN_LINK: SiteLink = { to: '/login', label: 'Log In' };
export const SIGN_UP_LINK: SiteLink = { to: '/signup', label: 'Sign Up' };
