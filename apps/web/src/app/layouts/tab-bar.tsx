import { LayoutDashboard } from 'lucide-react';
import type { Role } from '@sideline/shared';
import { UnreadBadge, useUnreadLinkLabel } from '@/features/messaging/unread-badge';
import { cn } from '@/lib/cn';
import { SectionLink } from './section-link';
import { SIDEBAR_ICONS } from './sidebar-icons';
import { MESSAGES_TAB, tabLinks } from './tab-links';

/**
 * The signed-in phone navigation: fixed to the bottom below the desktop breakpoint (md), above the
 * home indicator (safe-area inset), each tab at least 44 px tall. Layouts pad their content by
 * --tab-bar-height so nothing sits under it (index.css). Tabs follow the page's claimed section
 * like the header (a coach's own job marks Dashboard).
 */
export function TabBar({ role }: { role: Role }) {
  const messagesLabel = useUnreadLinkLabel('Messages');
  const tabs = tabLinks(role);
  return (
    <nav
      aria-label="Tabs"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)] pr-[env(safe-area-inset-right)] md:hidden"
    >
      <ul className="flex">
        {tabs.map((tab) => {
          const Icon = SIDEBAR_ICONS[tab.to] ?? LayoutDashboard;
          return (
            <li key={tab.to} className="min-w-0 flex-1">
              <SectionLink
                to={tab.to}
                end
                aria-label={tab.to === MESSAGES_TAB ? messagesLabel : undefined}
                className={({ isActive }) =>
                  cn(
                    'relative flex h-14 flex-col items-center justify-center gap-0.5 px-1 text-[0.7rem] leading-tight font-medium',
                    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700',
                    isActive ? 'text-brand-800' : 'text-slate-600 hover:text-slate-900',
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <span
                      aria-hidden="true"
                      className={cn(
                        'relative flex h-7 w-12 items-center justify-center rounded-full',
                        isActive && 'bg-brand-50',
                      )}
                    >
                      <Icon className="size-5" />
                      {tab.to === MESSAGES_TAB && <UnreadBadge overlay />}
                    </span>
                    <span className="max-w-full truncate">{tab.label}</span>
                  </>
                )}
              </SectionLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
