import { useSyncExternalStore } from 'react';

/**
 * The service worker's registration, once the app has registered it (app/after-load.tsx), for the
 * screens that use it (push). `undefined` until the registration has settled, which on a first
 * visit waits for a quiet moment; `null` when there is none (a development build, or it failed).
 */
let registration: ServiceWorkerRegistration | null | undefined;
const listeners = new Set<() => void>();

export function setWorkerRegistration(next: ServiceWorkerRegistration | null): void {
  registration = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useWorkerRegistration(): ServiceWorkerRegistration | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => registration,
    () => undefined,
  );
}
