import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { buttonVariants } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/session/use-auth';
import { EventStreamProvider } from '@/features/messaging/event-stream-provider';
import { MessagingView } from '@/features/messaging/messaging-view';

/**
 * /messages (inside the site layout) and /dashboard/messages (inside the dashboard layout).
 * Both layouts render the page's <main>, so this renders none.
 */
export function Component() {
  const { user, isLoading } = useAuth();
  // The dashboard's <main> is already padded; the site's is not.
  const inDashboard = useLocation().pathname.startsWith('/dashboard');

  if (!user) {
    if (isLoading) return <PageSpinner label="Loading messages" />;
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Messages</h1>
        <p className="text-slate-700">Please log in to view messages.</p>
        <Link to="/login" className={buttonVariants()}>
          Log In
        </Link>
      </div>
    );
  }

  return (
    <EventStreamProvider>
      <div className={cn('mx-auto w-full max-w-6xl', !inDashboard && 'px-4 py-6 sm:px-6 lg:px-8')}>
        <MessagingView viewerId={user.id} />
      </div>
    </EventStreamProvider>
  );
}
