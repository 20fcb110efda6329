import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PushSubscriptionBodySchema } from '@sideline/shared';
import { useWorkerRegistration } from '@/lib/worker-registration';
import { deleteSubscription, pushConfigQuery, saveSubscription } from './api/push-api';

export type PushState =
  /** No push here: the browser lacks it, the server has no keys, or no service worker runs. */
  | 'unavailable'
  | 'checking'
  | 'off'
  | 'on'
  /** The user blocked notifications for the site; only the browser's settings can undo it. */
  | 'blocked';

const browserSupportsPush = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

function toBody(subscription: PushSubscription) {
  return PushSubscriptionBodySchema.parse(subscription.toJSON());
}

const keyBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

// One state per page for every component that shows it (the opt-in card, the settings' push column).
let shared: PushState = browserSupportsPush() ? 'checking' : 'unavailable';
const listeners = new Set<() => void>();
const setShared = (next: PushState) => {
  shared = next;
  listeners.forEach((listener) => listener());
};
const subscribeShared = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** The existing subscription is re-sent to the server once per page load, not once per component. */
let resynced = false;

/**
 * This device's push subscription. On load an existing one is sent to the server again: it belongs
 * to the session, so after signing in anew the device keeps getting notifications.
 */
export function usePush() {
  const config = useQuery({ ...pushConfigQuery(), enabled: browserSupportsPush() });
  const queryClient = useQueryClient();
  const publicKey = config.data?.publicKey ?? null;
  const state = useSyncExternalStore(
    subscribeShared,
    () => shared,
    () => 'unavailable' as PushState,
  );
  const [busy, setBusy] = useState(false);
  // The app's service worker (none in development); on a first visit it registers a little later.
  const reg = useWorkerRegistration();

  useEffect(() => {
    if (!browserSupportsPush()) return;
    if (config.isError || (config.isSuccess && !publicKey) || reg === null) {
      setShared('unavailable');
      return;
    }
    if (!publicKey || reg === undefined) return;
    let cancelled = false;
    void (async () => {
      if (Notification.permission === 'denied') return setShared('blocked');
      const existing = await reg.pushManager.getSubscription();
      if (cancelled) return;
      if (existing && Notification.permission === 'granted') {
        setShared('on');
        if (resynced) return;
        resynced = true;
        await saveSubscription(toBody(existing)).catch(() => undefined);
      } else setShared('off');
    })();
    return () => {
      cancelled = true;
    };
  }, [config.isError, config.isSuccess, publicKey, reg]);

  const turnOn = useCallback(async () => {
    if (!publicKey || !reg) return;
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setShared(permission === 'denied' ? 'blocked' : 'off');
        return;
      }
      // Subscribing needs the worker active; on a first visit it may still be installing.
      const active = await navigator.serviceWorker.ready;
      const subscription = await active.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      await saveSubscription(toBody(subscription));
      setShared('on');
      // The server switched push on for every kind not yet decided: the settings card re-reads them.
      await queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] === 'users' && q.queryKey[2] === 'notifications',
      });
    } finally {
      setBusy(false);
    }
  }, [publicKey, queryClient, reg]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    try {
      const subscription = await reg?.pushManager.getSubscription();
      if (subscription) {
        await deleteSubscription(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setShared('off');
    } finally {
      setBusy(false);
    }
  }, [reg]);

  return { state, busy, turnOn, turnOff };
}
