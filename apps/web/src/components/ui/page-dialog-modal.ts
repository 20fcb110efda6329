// What a modal does with focus and the keyboard, for a page dialog the browser does not treat as
// one (components/ui/page-dialog.tsx). public/prerendered-page.js does the same before the app runs.

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
 * Escape asks to close; Tab and Shift+Tab go round the dialog's own controls, from wherever focus
 * is (a tap on the dialog's text leaves it on the page's body). Returns whether the key asked to
 * close.
 */
export function answerDialogKey(dialog: HTMLElement, event: DialogKey): boolean {
  if (event.key === 'Escape') {
    event.preventDefault();
    return true;
  }
  if (event.key !== 'Tab') return false;
  const stops = [...dialog.querySelectorAll<HTMLElement>(TAB_STOPS)].filter(
    (node) => node.getClientRects().length > 0,
  );
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return false;
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
  return false;
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
