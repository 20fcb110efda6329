// CloseWatcher (HTML: close requests): Escape on a keyboard, Back on Android. Chromium has it;
// TypeScript's DOM types do not yet. Only what page-dialog-modal.ts uses.
interface CloseWatcher extends EventTarget {
  onclose: ((event: Event) => void) | null;
  destroy(): void;
}

// eslint-disable-next-line no-var -- a global constructor is declared with var
declare var CloseWatcher: { new (): CloseWatcher; prototype: CloseWatcher } | undefined;
