import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyField } from '@/components/ui/copy-field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { appliedOn } from '@/lib/format/job-format';
import { calendarFeedQuery, useNewCalendarAddress, useTurnOffCalendarAddress } from './api/calendar-api';

/**
 * The private calendar feed: the user's games, kept up to date in their own calendar app. The
 * server keeps only a hash of the address's secret, so the address is shown once, when it is made.
 */
export function CalendarCard() {
  const status = useQuery(calendarFeedQuery());
  const make = useNewCalendarAddress();
  const turnOff = useTurnOffCalendarAddress();
  const [confirming, setConfirming] = useState(false);
  const [confirmingOff, setConfirmingOff] = useState(false);
  const feedUrl = make.data?.feedUrl ?? null;

  /** Closes the dialog that asked, and says why the step failed in the server's words. */
  const failed = (title: string, close: () => void) => (error: Error) => {
    close();
    toast({
      title,
      description: error instanceof ApiError ? error.serverMessage : 'Please try again.',
      variant: 'destructive',
    });
  };

  const create = () =>
    make.mutate(undefined, {
      onSuccess: () => setConfirming(false),
      onError: failed('Calendar Address Not Made', () => setConfirming(false)),
    });

  const stop = () =>
    turnOff.mutate(undefined, {
      onSuccess: () => {
        setConfirmingOff(false);
        make.reset();
        toast({
          title: 'Calendar Address Turned Off',
          description: 'Calendars subscribed to it no longer receive your games.',
        });
      },
      onError: failed('Calendar Address Not Turned Off', () => setConfirmingOff(false)),
    });

  let body;
  if (status.isPending) body = <Skeleton className="h-10 w-full" />;
  else if (status.isError)
    body = (
      <Alert variant="destructive" role="alert">
        Could not load your calendar settings.{' '}
        <Button variant="link" className="h-auto p-0" onClick={() => void status.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  else if (feedUrl)
    body = (
      <div className="flex flex-col gap-1.5">
        <CopyField
          id="calendar-feed-url"
          label="Your calendar address"
          value={feedUrl}
          what="Calendar address"
        />
        <p className="text-sm text-slate-700">
          Copy it now: for your privacy we show it only this once. Keep it to yourself; anyone with it can see
          your games.
        </p>
        <a
          href={feedUrl.replace(/^https?:/, 'webcal:')}
          className="self-start text-sm font-semibold text-brand-800 underline hover:text-brand-900"
        >
          Open in Apple Calendar or Outlook
        </a>
      </div>
    );
  else if (status.data.active)
    body = (
      <p className="text-sm text-slate-700">
        Your calendar address was made on {appliedOn(status.data.createdAt ?? '')}. We show it only when it is
        made; if you lost it, make a new one (the old one stops working).
      </p>
    );
  else body = <p className="text-sm text-slate-700">You have no calendar address yet.</p>;

  const hasAddress = Boolean(feedUrl) || status.data?.active === true;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarDays className="size-5 text-brand-700" aria-hidden="true" />
          Calendar
        </CardTitle>
        <CardDescription>
          Your games in Google Calendar, Apple Calendar or Outlook, updated as your jobs change.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {body}
        {status.isSuccess && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant={hasAddress ? 'outline' : 'default'}
              disabled={make.isPending || turnOff.isPending}
              onClick={() => (hasAddress ? setConfirming(true) : create())}
            >
              {make.isPending
                ? 'Making Address...'
                : hasAddress
                  ? 'Make a New Address'
                  : 'Get My Calendar Address'}
            </Button>
            {hasAddress && (
              <Button
                variant="ghost"
                disabled={make.isPending || turnOff.isPending}
                onClick={() => setConfirmingOff(true)}
              >
                Turn Off
              </Button>
            )}
          </div>
        )}
        <details className="text-sm text-slate-700">
          <summary className="cursor-pointer font-semibold text-slate-900">How to subscribe</summary>
          <ul className="mt-2 flex list-disc flex-col gap-1.5 pl-5">
            <li>
              <strong>Google Calendar</strong> (on a computer): next to &ldquo;Other calendars&rdquo;, choose
              +, then &ldquo;From URL&rdquo;, paste the address and choose &ldquo;Add calendar&rdquo;. Google
              refreshes it every few hours.
            </li>
            <li>
              <strong>Apple Calendar</strong> on a Mac: File, New Calendar Subscription, paste the address. On
              an iPhone: Settings, Calendar, Calendar Accounts, Add Account, Other, Add Subscribed Calendar.
            </li>
            <li>
              <strong>Outlook</strong>: Add calendar, Subscribe from web, paste the address.
            </li>
          </ul>
        </details>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Make a new calendar address?"
        description="Calendars subscribed to your current address stop updating. Subscribe again with the new address."
        confirmLabel="Make New Address"
        pendingLabel="Making Address..."
        cancelLabel="Keep Current Address"
        pending={make.isPending}
        onConfirm={create}
      />
      <ConfirmDialog
        open={confirmingOff}
        onOpenChange={setConfirmingOff}
        title="Turn off your calendar address?"
        description="Calendars subscribed to it stop receiving your games at once. You can make a new address later."
        confirmLabel="Turn Off"
        pendingLabel="Turning Off..."
        cancelLabel="Keep It On"
        pending={turnOff.isPending}
        onConfirm={stop}
      />
    </Card>
  );
}
