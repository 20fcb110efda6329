import { useSyncExternalStore } from 'react';

const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

// Radix portals every dialog straight into <body>, so watching body's children is enough.
const subscribe = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
};

const openDialog = (): HTMLElement | null => {
  const all = document.querySelectorAll<HTMLElement>(OPEN_DIALOG);
  return all.length > 0 ? all[all.length - 1]! : null;
};

/** The topmost open modal dialog, or null: where content must live to stay reachable while it traps focus. */
export function useOpenDialog(): HTMLElement | null {
  return useSyncExternalStore(subscribe, openDialog, () => null);
}
