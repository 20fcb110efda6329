// What a modal does with focus, the keyboard and Back, for a page dialog the browser does not treat
// as one (components/ui/page-dialog.tsx). public/prerendered-page.js does the same before the app runs.

const TAB_STOPS = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

type DialogKey = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>;

/**
 * Calls `onRequest` at the next close request: Escape, and on Android the Back gesture, which a
 * modal gets from the browser and this dialog asks for with a `CloseWatcher`. A watcher answers one
 * request, so the caller watches again while the dialog stays open (the owner may refuse). Where
 * the browser has no `CloseWatcher`, Escape is read from the keyboard. Returns the stop.
 */
export function watchCloseRequest(onRequest: () => void): () => void {
  if (typeof CloseWatcher === 'undefined') {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onRequest();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }
  const watcher = new CloseWatcher();
  watcher.onclose = onRequest;
  return () => {
    watcher.onclose = null;
    watcher.destroy();
  };
}

/**
 * Tab and Shift+Tab go round the dialog's own controls, from wherever focus is (a tap on the
 * dialog's text leaves it on the page's body).
 */
export function keepFocusIn(dialog: HTMLElement, event: DialogKey) {
  if (event.key !== 'Tab') return;
  const stops = [...dialog.querySelectorAll<HTMLElement>(TAB_STOPS)].filter(
    (node) => node.getClientRects().length > 0,
  );
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const inside = active instanceof HTMLElement && dialog.contains(active) && active !== dialog;
  if (!inside) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * After `close()`: the browser gives focus back to the opener only when it was inside the dialog,
 * and a tap on the backdrop or a button disabled mid-upload has already dropped it to the body.
 * The opener is found by the DOM's id, which is the server's on a page it rendered.
 */
export function giveFocusBack(dialog: HTMLDialogElement) {
  const active = document.activeElement;
  if (active && active !== document.body) return;
  document.querySelector<HTMLElement>(`[data-opens-dialog="${CSS.escape(dialog.id)}"]`)?.focus();
}
