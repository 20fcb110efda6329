import { useEffect, type Ref } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import { focusRing } from '@/components/ui/focus-ring';
import { useAuth } from '@/lib/session/use-auth';
import { useOffersReferrals } from '@/lib/session/use-offers-referrals';
import { UnreadBadge, useUnreadLinkLabel } from '@/features/messaging/unread-badge';
import { LOG_IN_LINK, MAIN_LINKS, SIGN_UP_LINK, signedInLinks } from './nav-links';
import { AccountAvatar } from './account-avatar';
import { SectionLink } from './section-link';
import { useAccountState } from './use-account-state';
import { useLogout } from '@/lib/session/use-logout';
import { MenuButton, menuPanelProps, POPOVER_MENU } from './document-menu';

interface MobileMenuButtonProps {
  ref: Ref<HTMLButtonElement>;
  controls: string;
  isOpen: boolean;
  onToggle(): void;
}

const buttonClass = 'group rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden';

export function MobileMenuButton(props: MobileMenuButtonProps) {
  return <MenuButton {...props} className={buttonClass} />;
}

const itemClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'block w-full rounded-md px-3 py-3 text-left text-base font-medium',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100',
    focusRing,
  );

interface MobileMenuPanelProps {
  id: string;
  isOpen: boolean;
  /** `returnFocus` is true when the menu closes from the keyboard, so focus is not lost. */
  onClose(returnFocus: boolean): void;
}

/** Always in the DOM (hidden when closed) so the button's aria-controls always points somewhere. */
export function MobileMenuPanel({ id, isOpen, onClose }: MobileMenuPanelProps) {
  useEffect(() => {
    // A popover closes on Escape by itself.
    if (!isOpen || POPOVER_MENU) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onClose]);

  // Clicking the link of the page already shown keeps the same location, so close explicitly too.
  const close = () => onClose(false);

  return (
    <div
      id={id}
      {...menuPanelProps(isOpen)}
      // As a popover it sits in the top layer, so it is placed under the header's bar by hand.
      className={clsx(
        'max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white lg:hidden',
        POPOVER_MENU && 'inset-x-0 top-16 bottom-auto m-0 w-full max-w-none border-x-0 border-b p-0',
      )}
    >
      <nav aria-label="Mobile" className="mx-auto max-w-7xl space-y-1 px-4 py-3 sm:px-6">
        {MAIN_LINKS.map((link) => (
          <SectionLink key={link.to} to={link.to} className={itemClass} onClick={close}>
            {link.label}
          </SectionLink>
        ))}
        <MobileAccountLinks onNavigate={close} />
      </nav>
    </div>
  );
}

function MobileAccountLinks({ onNavigate }: { onNavigate(): void }) {
  const account = useAccountState();
  const { user } = useAuth();
  const referrals = useOffersReferrals();
  const { logOut, isPending } = useLogout();
  const messagesLabel = useUnreadLinkLabel('Messages');

  if (account === 'unknown') return null;
  if (account === 'signed-out') {
    return (
      <div className="mt-2 grid grid-cols-2 gap-3 border-t border-slate-200 pt-4">
        <Link
          to={LOG_IN_LINK.to}
          onClick={onNavigate}
          className={clsx(
            'rounded-md border border-slate-300 px-4 py-2.5 text-center font-semibold text-slate-800',
          )}
        >
          {LOG_IN_LINK.label}
        </Link>
        <Link
          to={SIGN_UP_LINK.to}
          onClick={onNavigate}
          className={clsx('rounded-md bg-brand-700 px-4 py-2.5 text-center font-semibold text-white')}
        >
          {SIGN_UP_LINK.label}
        </Link>
      </div>
    );
  }
  return (
    <div className="mt-2 space-y-1 border-t border-slate-200 pt-3">
      <div className="flex items-center gap-3 px-3 py-2">
        <AccountAvatar firstName={user?.firstName} username={user?.username} />
        <span className="font-medium text-slate-800">{user?.firstName || user?.username}</span>
      </div>
      {signedInLinks(referrals).map((link) => (
        <SectionLink
          key={link.to}
          to={link.to}
          className={itemClass}
          onClick={onNavigate}
          aria-label={link.to === '/messages' ? messagesLabel : undefined}
        >
          {link.label}
          {link.to === '/messages' && <UnreadBadge className="ml-2" />}
        </SectionLink>
      ))}
      <button
        type="button"
        disabled={isPending}
        onClick={() => void logOut()}
        className={clsx(
          itemClass({ isActive: false }),
          'cursor-pointer disabled:cursor-wait disabled:opacity-70',
        )}
      >
        Logout
      </button>
    </div>
  );
}
