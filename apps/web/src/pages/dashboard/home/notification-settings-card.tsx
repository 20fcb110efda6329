import type { User } from '@sideline/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useUpdateNotificationSettings } from './api/account-settings-api';

/** Whether new messages are emailed to the user while they are not on the site. */
export function NotificationSettingsCard({ user }: { user: Pick<User, 'id' | 'messageEmails'> }) {
  const update = useUpdateNotificationSettings(user.id);
  const save = (messageEmails: boolean) =>
    update.mutate(messageEmails, {
      onSuccess: (fresh) =>
        toast({
          title: 'Notification Settings Updated',
          description: fresh.messageEmails
            ? 'We will email you about new messages.'
            : 'We will not email you about new messages.',
        }),
      onError: (error) =>
        toast({
          title: 'Update Failed',
          description:
            error instanceof ApiError ? error.serverMessage : 'Could not update notification settings',
          variant: 'destructive',
        }),
    });
  // Shows the requested value while saving; the saved user takes over afterwards (or the old value on failure).
  const checked = update.isPending && update.variables !== undefined ? update.variables : user.messageEmails;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Email notifications</CardTitle>
        <CardDescription>Messages always reach your Sideline inbox; email is optional.</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-start gap-3">
          <Checkbox
            id="notify-message-emails"
            checked={checked}
            disabled={update.isPending}
            onCheckedChange={(next) => save(next === true)}
            className="mt-0.5"
          />
          <Label htmlFor="notify-message-emails" className="cursor-pointer font-normal">
            Email me about new messages while I&apos;m away
          </Label>
        </div>
      </CardContent>
    </Card>
  );
}
