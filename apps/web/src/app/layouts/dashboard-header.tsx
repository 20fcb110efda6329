import { Link } from 'react-router';
import { House } from 'lucide-react';
import { avatarLetter, type Role, type User } from '@sideline/shared';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/cn';
import { fullName } from '@/lib/format/names';
import { DashboardMenu } from './dashboard-menu';

type HeaderUser = Pick<User, 'firstName' | 'lastName' | 'username'> & { role: Role };

/**
 * The dashboard's top bar, sticky: a Home link and the signed-in user's name on a desktop; on a
 * phone the brand, the avatar and the menu of what the tab bar has no room for.
 */
export function DashboardHeader({ user }: { user: HeaderUser | null }) {
  const name = user ? fullName(user) : null;
  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 pt-[env(safe-area-inset-top)] sm:px-6">
      <Link
        to="/"
        className={cn(
          'inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900',
          focusRing,
        )}
      >
        <House className="size-5" aria-hidden="true" />
        Home
      </Link>
      {user && name && (
        <div className="flex min-w-0 items-center gap-2">
          <span className="truncate text-sm font-medium text-slate-900">{name}</span>
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
          >
            {avatarLetter(user)}
          </span>
          <DashboardMenu role={user.role} />
        </div>
      )}
    </header>
  );
}
