import { useSyncExternalStore } from 'react';
import { TOAST } from '@sideline/shared';

/**
 * A tiny toast store, shadcn-style. `toast()` works anywhere (also outside React); <Toaster />
 * renders the store. Spec: one toast at a time (a new one replaces the old), removed from the store
 * 1,000,000 ms after it is dismissed.
 */
export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Override the provider's 5000 ms. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = () => void;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(id);
    setToasts(toasts.filter((t) => t.id !== id));
  }, TOAST.removeDelayMs);
  removeTimers.set(id, timer);
}

/** Closes one toast (or all when no id is given); it is removed from the store later. */
export function dismissToast(id?: string) {
  const closing = toasts.filter((t) => id === undefined || t.id === id);
  closing.forEach((t) => scheduleRemoval(t.id));
  setToasts(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  // Replaced toasts leave the store at once so their timers do not keep them around.
  const kept = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST.limit);
  for (const old of toasts) {
    if (!kept.some((t) => t.id === old.id)) {
      clearTimeout(removeTimers.get(old.id));
      removeTimers.delete(old.id);
    }
  }
  setToasts(kept);
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: Partial<ToastInput>) =>
      setToasts(toasts.map((t) => (t.id === id ? { ...t, ...next } : t))),
  };
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => toasts;

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
