import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CalendarFeedStatusSchema, CalendarTokenResponseSchema } from '@sideline/shared';
import { api } from '@/lib/api';

export const calendarKeys = { feed: ['calendar', 'feed'] as const };

export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: calendarKeys.feed,
    queryFn: () => api.get(CalendarFeedStatusSchema, '/api/users/me/calendar'),
    initialData: () => api.embedded(CalendarFeedStatusSchema, '/api/users/me/calendar'),
  });

/** A page loader's read (decision 0054) under the card's key. */
export const seedCalendarFeed = (client: QueryClient, wire: unknown) =>
  client.setQueryData(calendarKeys.feed, api.parse(CalendarFeedStatusSchema, wire, '/api/users/me/calendar'));

/** A new private feed address; the server retires the old one in the same step. */
export function useNewCalendarAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.send('POST', '/api/users/me/calendar-token', CalendarTokenResponseSchema),
    onSuccess: (fresh) =>
      client.setQueryData(calendarKeys.feed, { active: true, createdAt: fresh.createdAt }),
  });
}

/** Turns the feed off: the address stops working at once; a later one is a new address. */
export function useTurnOffCalendarAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.send('DELETE', '/api/users/me/calendar-token', CalendarFeedStatusSchema),
    onSuccess: (status) => client.setQueryData(calendarKeys.feed, status),
  });
}
