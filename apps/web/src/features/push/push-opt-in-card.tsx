import { useState } from 'react';
import { BellRing } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { usePush } from './use-push';

const SEEN_KEY = 'sideline.dashboard-seen';
const DISMISSED_KEY = 'sideline.push-dismissed';

const storage = () => (typeof window !== 'undefined' ? window.localStorage : null);

// Read once per page load: the first dashboard visit marks itself, so the ask waits for a later one.
let seenBefore: boolean | null = null;
function dashboardSeenBefore(): boolean {
  if (seenBefore === null) {
    seenBefore = (storage()?.getItem(SEEN_KEY) ?? null) !== null;
    storage()?.setItem(SEEN_KEY, '1');
  }
  return seenBefore;
}

interface PushOptInCardProps {
  /** The user has applied or posted a job: worth asking even on the first dashboard visit. */
  hasActivity?: boolean;
}

/**
 * The push opt-in on the dashboard. Never on a first visit (unless the user already applied or
 * posted), never while push is unavailable (no VAPID keys, no service worker, no browser support),
 * and gone for good after "Not now". Once on, a one-line card keeps the way to turn it off.
 */
export function PushOptInCard({ hasActivity = false }: PushOptInCardProps) {
  const push = usePush();
  const [dismissed, setDismissed] = useState(() => storage()?.getItem(DISMISSED_KEY) === '1');
  const [returning] = useState(dashboardSeenBefore);

  if (push.state === 'unavailable' || push.state === 'checking') return null;
  if (push.state === 'on') {
    return (
      <section
        aria-label="Notifications on this device"
        className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm"
      >
        <BellRing className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <p className="min-w-0 flex-1 text-slate-700">Notifications are on for this device.</p>
        <Button variant="ghost" size="sm" disabled={push.busy} onClick={() => void push.turnOff()}>
          Turn off
        </Button>
      </section>
    );
  }
  if (dismissed || !(returning || hasActivity) || push.state === 'blocked') return null;

  const turnOn = () =>
    void push
      .turnOn()
      .catch(() =>
        toast({
          title: 'Could Not Turn On Notifications',
          description: 'Please try again.',
          variant: 'destructive',
        }),
      );
  const notNow = () => {
    storage()?.setItem(DISMISSED_KEY, '1');
    setDismissed(true);
  };
  return (
    <section
      aria-labelledby="push-opt-in-title"
      className="flex flex-col gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4 sm:flex-row sm:items-center"
    >
      <BellRing className="hidden size-6 shrink-0 text-brand-800 sm:block" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <h2 id="push-opt-in-title" className="font-semibold text-slate-900">
          Get notified on this device
        </h2>
        <p className="text-sm text-slate-700">
          New messages, applications, bookings, payments and reviews arrive as notifications, even with
          Sideline closed.
        </p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" disabled={push.busy} onClick={turnOn}>
          Turn on
        </Button>
        <Button size="sm" variant="ghost" onClick={notNow}>
          Not now
        </Button>
      </div>
    </section>
  );
}

/** Whether this device receives push: the notification settings then show their push column. */
export function usePushAvailable(): boolean {
  return usePush().state === 'on';
}
