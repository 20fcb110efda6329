import { useQuery } from '@tanstack/react-query';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationSettingsBody,
  type User,
} from '@sideline/shared';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { notificationPreferencesQuery, useUpdateNotificationSettings } from './api/account-settings-api';

const CHANNEL_LABEL: Record<NotificationChannel, string> = { email: 'Email', push: 'Push' };

/**
 * One switch per kind of notification and channel. The push column appears only where this browser
 * can receive web push (`pushAvailable`, decided by the caller).
 */
export function NotificationSettingsCard({
  user,
  pushAvailable = false,
}: {
  user: Pick<User, 'id'>;
  pushAvailable?: boolean;
}) {
  const preferences = useQuery(notificationPreferencesQuery(user.id));
  const update = useUpdateNotificationSettings(user.id);
  const channels: NotificationChannel[] = pushAvailable ? ['email', 'push'] : ['email'];

  const save = (body: NotificationSettingsBody) =>
    update.mutate(body, {
      onSuccess: () =>
        toast({
          title: 'Notification Settings Updated',
          description: `${NOTIFICATION_KIND_LABELS[body.kind].label}: ${CHANNEL_LABEL[body.channel].toLowerCase()} ${body.enabled ? 'on' : 'off'}.`,
        }),
      onError: (error) =>
        toast({
          title: 'Update Failed',
          description:
            error instanceof ApiError ? error.serverMessage : 'Could not update notification settings',
          variant: 'destructive',
        }),
    });

  // Shows the requested value while saving; the saved answer takes over afterwards (or the old value on failure).
  const checked = (kind: NotificationKind, channel: NotificationChannel) => {
    const pending = update.isPending ? update.variables : undefined;
    if (pending && pending.kind === kind && pending.channel === channel) return pending.enabled;
    return preferences.data?.[kind][channel] ?? false;
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>
          Choose what we tell you about. Sign-in and account emails are always sent, and messages always reach
          your Sideline inbox.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.isPending ? (
          // A div may not carry a name (aria-label) without a role: the loading text is read instead.
          <div className="flex flex-col gap-3" aria-busy="true">
            <span className="sr-only">Loading notification settings...</span>
            {NOTIFICATION_KINDS.map((kind) => (
              <Skeleton key={kind} className="h-10 w-full" />
            ))}
          </div>
        ) : preferences.isError ? (
          <Alert variant="destructive">
            Could not load your notification settings. Reload the page to try again.
          </Alert>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">Notification settings by kind and channel</caption>
            <thead>
              <tr className="text-left text-slate-600">
                <th scope="col" className="pb-2 font-medium">
                  Notify me about
                </th>
                {channels.map((channel) => (
                  <th key={channel} scope="col" className="w-16 pb-2 text-center font-medium">
                    {CHANNEL_LABEL[channel]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {NOTIFICATION_KINDS.map((kind) => (
                <tr key={kind} className="border-t border-slate-200">
                  <th scope="row" className="py-2.5 pr-2 text-left font-normal">
                    <span className="block font-medium text-slate-900">
                      {NOTIFICATION_KIND_LABELS[kind].label}
                    </span>
                    <span className="block text-slate-600">{NOTIFICATION_KIND_LABELS[kind].description}</span>
                  </th>
                  {channels.map((channel) => (
                    <td key={channel} className="py-2.5 text-center">
                      <Checkbox
                        id={`notify-${kind}-${channel}`}
                        aria-label={`${CHANNEL_LABEL[channel]}: ${NOTIFICATION_KIND_LABELS[kind].label}`}
                        checked={checked(kind, channel)}
                        disabled={update.isPending}
                        onCheckedChange={(next) => save({ kind, channel, enabled: next === true })}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
