import type { MouseEvent, ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { ConfirmEmailBanner } from '@/features/auth/confirm-email-banner';
import { useAuth } from '@/lib/session/use-auth';
import { DashboardHeader } from './dashboard-header';
import { DashboardSidebar } from './dashboard-sidebar';
import { OfflineScreen } from './offline-screen';
import { TabBar } from './tab-bar';
import { useOnline } from './use-online';
import { useSidebarCollapsed } from './use-sidebar-collapsed';
import { Component as SignupPage } from '@/pages/signup-page';

/** The signed-in frame for /dashboard/*. Signed-out visitors get the sign-up screen instead. */
export function Component() {
  const { user, isLoading } = useAuth();
  const sidebar = useSidebarCollapsed();
  const online = useOnline();

  if (isLoading) {
    return (
      <Frame>
        <PageSpinner label="Loading your dashboard" />
      </Frame>
    );
  }

  if (!user) {
    return (
      <Frame header={<DashboardHeader user={null} />}>
        <SignupPage />
      </Frame>
    );
  }

  return (
    // On a phone the tab bar replaces the sidebar; the frame leaves room for it (with-tab-bar).
    <div className="with-tab-bar flex min-h-dvh bg-slate-50">
      <SkipLink />
      {/* The wrapper runs the page's full height (its border and background with it); the sidebar inside stays in view. */}
      <div className="hidden shrink-0 border-r border-slate-200 bg-white md:block">
        <DashboardSidebar role={user.role} collapsed={sidebar.collapsed} onToggle={sidebar.toggle} />
      </div>
      <div className="relative flex min-w-0 flex-1 flex-col">
        <DashboardHeader user={user} />
        <main id="main" tabIndex={-1} className="flex-1 p-4 focus:outline-none sm:p-6 lg:p-8">
          {!user.emailConfirmed && <ConfirmEmailBanner email={user.email} className="mb-6" />}
          {online ? <Outlet /> : <OfflineScreen />}
        </main>
      </div>
      <TabBar role={user.role} />
    </div>
  );
}

/** The loading and signed-out screens: still exactly one <main>. */
function Frame({ header, children }: { header?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {header}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
    </div>
  );
}

function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a
      href="#main"
      onClick={skip}
      className="sr-only z-50 rounded-md bg-brand-800 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
    >
      Skip to content
    </a>
  );
}
