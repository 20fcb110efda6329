import { useCallback, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Trophy } from 'lucide-react';
import clsx from 'clsx';
import { focusRing } from '@/components/ui/focus-ring';
import { useAuth } from '@/lib/session/use-auth';
import { useOffersReferrals } from '@/lib/session/use-offers-referrals';
import { UnreadBadge, useUnreadLinkLabel } from '@/features/messaging/unread-badge';
import { AccountAvatar } from './account-avatar';
import { hideMenuPopover, POPOVER_MENU } from './document-menu';
import { MobileMenuButton, MobileMenuPanel } from './mobile-menu';
import { LOG_IN_LINK, MAIN_LINKS, SIGN_UP_LINK, signedInLinks } from './nav-links';
import { SectionLink } from './section-link';
import { useAccountState } from './use-account-state';
import { useLogout } from '@/lib/session/use-logout';

const MOBILE_MENU_ID = 'mobile-menu';
/** The link that carries the unread messages badge. */
const MESSAGES_PATH = '/messages';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors xl:px-3',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
    focusRing,
  );

export function SiteHeader() {
  const location = useLocation();
  // The menu belongs to the location it was opened on, so any navigation closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isMenuOpen = openAt === location.key;
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // Stable so the menu's Escape listener is not re-attached on every render.
  const closeMenu = useCallback((returnFocus: boolean) => {
    if (POPOVER_MENU) return hideMenuPopover(MOBILE_MENU_ID);
    setOpenAt(null);
    if (returnFocus) menuButtonRef.current?.focus();
  }, []);

  return (
    <header data-menu-frame className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className={clsx(
            'flex shrink-0 items-center gap-2 rounded-md text-xl font-extrabold text-brand-800',
          )}
        >
          <Trophy className="size-6 text-brand-700" />
          Sideline
        </Link>

        {/* Nine items do not fit beside the logo below 1024 px, so the full bar starts at lg. */}
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {MAIN_LINKS.map((link) => (
            <SectionLink key={link.to} to={link.to} className={navLinkClass}>
              {link.label}
            </SectionLink>
          ))}
        </nav>

        <div className="hidden items-center gap-1 lg:flex">
          <AccountLinks />
        </div>

        <MobileMenuButton
          ref={menuButtonRef}
          controls={MOBILE_MENU_ID}
          isOpen={isMenuOpen}
          onToggle={() => setOpenAt(isMenuOpen ? null : location.key)}
        />
      </div>
      <MobileMenuPanel id={MOBILE_MENU_ID} isOpen={isMenuOpen} onClose={closeMenu} />
    </header>
  );
}

function AccountLinks() {
  const account = useAccountState();
  const { user } = useAuth();
  const referrals = useOffersReferrals();
  const { logOut, isPending } = useLogout();
  const messagesLabel = useUnreadLinkLabel('Messages');

  if (account === 'unknown') return null;
  if (account === 'signed-out') {
    return (
      <nav aria-label="Account" className="flex items-center gap-2">
        <NavLink to={LOG_IN_LINK.to} className={navLinkClass}>
          {LOG_IN_LINK.label}
        </NavLink>
        <Link
          to={SIGN_UP_LINK.to}
          className={clsx(
            'rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-800',
            focusRing,
          )}
        >
          {SIGN_UP_LINK.label}
        </Link>
      </nav>
    );
  }
  return (
    <nav aria-label="Account" className="flex items-center gap-1">
      {signedInLinks(referrals).map((link) => (
        <SectionLink
          key={link.to}
          to={link.to}
          className={navLinkClass}
          aria-label={link.to === MESSAGES_PATH ? messagesLabel : undefined}
        >
          {link.label}
          {link.to === MESSAGES_PATH && <UnreadBadge className="ml-1.5" />}
        </SectionLink>
      ))}
      <button
        type="button"
        onClick={() => void logOut()}
        disabled={isPending}
        className={clsx(
          navLinkClass({ isActive: false }),
          'cursor-pointer disabled:cursor-wait disabled:opacity-70',
        )}
      >
        Logout
      </button>
      <AccountAvatar firstName={user?.firstName} username={user?.username} />
    </nav>
  );
}
