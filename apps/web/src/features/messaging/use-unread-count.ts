import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/lib/session/use-auth';
import { unreadCountQuery } from './api/unread-count';
import { useEventStream } from './use-event-stream';

/** The signed-in user's unread total: loaded once, then kept current by the event stream. */
export function useUnreadCount(): number {
  const { user } = useAuth();
  useEventStream();
  const query = useQuery({ ...unreadCountQuery(), enabled: !!user });
  return user ? (query.data?.unread ?? 0) : 0;
}
