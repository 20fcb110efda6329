import { NavLink } from 'react-router';
import { LayoutDashboard, LogOut, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { sidebarLinks, type Role } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus-ring';
import { useLogout } from '@/lib/session/use-logout';
import { UnreadBadge, useUnreadLinkLabel } from '@/features/messaging/unread-badge';
import { cn } from '@/lib/cn';
import { SIDEBAR_ICONS } from './sidebar-icons';

export const SIDEBAR_ID = 'dashboard-sidebar';
/** The link that carries the unread messages badge. */
const MESSAGES_PATH = '/dashboard/messages';

interface DashboardSidebarProps {
  role: Role;
  collapsed: boolean;
  onToggle(): void;
}

const itemClasses = (collapsed: boolean) =>
  cn(
    'flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors',
    collapsed && 'justify-center px-0',
    focusRing,
  );

/** Wide (w-64) with labels, or narrow (w-16) with icons only. */
export function DashboardSidebar({ role, collapsed, onToggle }: DashboardSidebarProps) {
  const { logOut, isPending } = useLogout();
  const messagesLabel = useUnreadLinkLabel('Messages');
  return (
    <nav
      id={SIDEBAR_ID}
      aria-label="Dashboard"
      className={cn(
        // Desktop only (the layout hides it on a phone, where the tab bar takes over): sticky, one screen tall.
        'sticky top-0 flex h-dvh flex-col gap-2 bg-white p-2 transition-[width]',
        collapsed ? 'w-16' : 'w-64',
      )}
    >
      <div className={cn('flex h-12 items-center', collapsed ? 'justify-center' : 'justify-between pl-3')}>
        {!collapsed && <span className="text-lg font-extrabold text-brand-800">Sideline</span>}
        <Button
          variant="ghost"
          size="icon"
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-controls={`${SIDEBAR_ID}-links`}
          // It narrows the sidebar, not hides the links: the page's first script leaves it to the app.
          data-app-answers
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        >
          {collapsed ? <PanelLeftOpen aria-hidden="true" /> : <PanelLeftClose aria-hidden="true" />}
        </Button>
      </div>

      <ul id={`${SIDEBAR_ID}-links`} className="flex flex-col gap-1">
        {sidebarLinks(role).map((link) => {
          const Icon = SIDEBAR_ICONS[link.to] ?? LayoutDashboard;
          return (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                title={collapsed ? link.label : undefined}
                aria-label={link.to === MESSAGES_PATH ? messagesLabel : undefined}
                className={({ isActive }) =>
                  cn(
                    // relative: the collapsed sidebar pins the unread badge to the icon's corner.
                    'relative',
                    itemClasses(collapsed),
                    isActive
                      ? 'bg-brand-50 text-brand-900'
                      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                  )
                }
              >
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                <span className={cn(collapsed && 'sr-only')}>{link.label}</span>
                {link.to === MESSAGES_PATH && (
                  <UnreadBadge overlay={collapsed} className={cn(!collapsed && 'ml-auto')} />
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>

      <button
        type="button"
        onClick={() => void logOut()}
        disabled={isPending}
        title={collapsed ? 'Logout' : undefined}
        className={cn(
          itemClasses(collapsed),
          'mt-auto cursor-pointer text-slate-700 hover:bg-red-50 hover:text-red-800 disabled:opacity-60',
        )}
      >
        <LogOut className="size-5 shrink-0" aria-hidden="true" />
        <span className={cn(collapsed && 'sr-only')}>Logout</span>
      </button>
    </nav>
  );
}
