import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { House, LogOut } from 'lucide-react';
import { sidebarLinks, type Role } from '@sideline/shared';
import { focusRing } from '@/components/ui/focus-ring';
import { useLogout } from '@/lib/session/use-logout';
import { cn } from '@/lib/cn';
import { hideMenuPopover, MenuButton, menuPanelProps, POPOVER_MENU } from './document-menu';
import { tabLinks } from './tab-links';

const buttonClass = cn(
  'group flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100',
  focusRing,
);

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 w-full items-center gap-3 rounded-md px-3 text-base font-medium',
    isActive ? 'bg-brand-50 text-brand-900' : 'text-slate-800 hover:bg-slate-100',
    focusRing,
  );

/**
 * On a phone the tab bar holds five destinations; this menu in the header holds the rest (My Jobs,
 * My Applications, the public site) and Logout. Desktop has the sidebar instead (md:hidden).
 */
export function DashboardMenu({ role }: { role: Role }) {
  const location = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const { logOut, isPending } = useLogout();
  const inTabs = new Set(tabLinks(role).map((tab) => tab.to));
  const extra = sidebarLinks(role).filter((link) => !inTabs.has(link.to));

  useEffect(() => {
    // A popover closes on Escape by itself.
    if (!open || POPOVER_MENU) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => (POPOVER_MENU ? hideMenuPopover(panelId) : setOpenAt(null));
  return (
    <div data-menu-frame className="md:hidden">
      <MenuButton
        ref={button}
        controls={panelId}
        isOpen={open}
        onToggle={() => setOpenAt(open ? null : location.key)}
        className={buttonClass}
      />
      <div
        id={panelId}
        {...menuPanelProps(open)}
        className={cn(
          'inset-x-0 max-h-[calc(100dvh-8rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg',
          // In the top layer a popover is placed under the header's bar by hand.
          POPOVER_MENU
            ? 'fixed top-[calc(4rem+env(safe-area-inset-top))] bottom-auto m-0 w-full max-w-none border-x-0 border-t-0 p-0'
            : 'absolute top-full',
        )}
      >
        <nav aria-label="More" className="space-y-1 px-4 py-3">
          {extra.map((link) => (
            <NavLink key={link.to} to={link.to} end onClick={close} className={itemClass}>
              {link.label}
            </NavLink>
          ))}
          <NavLink to="/" end onClick={close} className={itemClass}>
            <House className="size-5" aria-hidden="true" />
            Home
          </NavLink>
          <button
            type="button"
            onClick={() => void logOut()}
            disabled={isPending}
            className={cn(itemClass({ isActive: false }), 'cursor-pointer disabled:opacity-60')}
          >
            <LogOut className="size-5" aria-hidden="true" />
            Logout
          </button>
        </nav>
      </div>
    </div>
  );
}
