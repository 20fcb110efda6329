import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, User } from '@sideline/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth/use-auth';
import { legacyApi as api, ApiError } from '@/lib/api';

/** Whether new messages are emailed to the user while they are not on the site. */
export function NotificationSettingsCard({ user }: { user: Pick<User, 'id' | 'messageEmails'> }) {
  const { setUser } = useAuth();
  const update = useMutation({
    mutationFn: (messageEmails: boolean) =>
      api.put<AuthResponse>(`/api/users/${user.id}/notifications`, { messageEmails }),
    onSuccess: ({ user: fresh }) => {
      setUser(fresh);
      toast({
        title: 'Notification Settings Updated',
        description: fresh.messageEmails
          ? 'We will email you about new messages.'
          : 'We will not email you about new messages.',
      });
    },
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
            onCheckedChange={(next) => update.mutate(next === true)}
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
