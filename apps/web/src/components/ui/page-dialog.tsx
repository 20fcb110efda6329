import { X } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { giveFocusBack, keepFocusIn, watchCloseRequest } from './page-dialog-modal';

interface PageDialogProps {
  /** The `<dialog>`'s id: its opener names it in `data-opens-dialog`. */
  id: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The dialog's accessible name. */
  title: string;
  /** Read after the title when the dialog opens. */
  description?: ReactNode;
  children: ReactNode;
}

/**
 * A modal the rendered page can open before the app has started (decision 0037): a native
 * `<dialog>` in place, always in the page. The page's script opens it when its opener
 * (`data-opens-dialog`) is tapped and closes it from a `data-closes-dialog` button, Escape or the
 * backdrop; the app adopts the dialog as it finds it when it hydrates, so those taps are not held
 * for it. Looks and behaves like `DialogShell`, which stays the frame of dialogs only the app opens.
 *
 * It opens with `show()`, not `showModal()`: a modal makes the rest of the page inert, which
 * restyles every element of it inside the tap. So it is a modal by its own means, as Radix's are:
 * `aria-modal`, a backdrop that covers the page and takes its taps, the page held still (index.css),
 * and Escape (Back on Android), Tab and the focus's return answered here (`page-dialog-modal.ts`).
 * The browser still moves focus into the dialog when it opens.
 */
export function PageDialog({ id, open, onOpenChange, title, description, children }: PageDialogProps) {
  // Bumped when the dialog is closed outside the app (the page's script, until it hands the taps
  // over), so the effect below runs even when the owner keeps it open and the dialog is shown again.
  const [closes, setCloses] = useState(0);
  const adopted = useRef(false);
  // A ref, not the id: a server-rendered page keeps the server's ids, which can differ from the
  // ones the app's own render makes (the two trees above the page are not the same shape).
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!adopted.current) {
      adopted.current = true;
      // Opened by the page before the app hydrated it: the owner takes that state.
      if (dialog.open && !open) {
        onOpenChange(true);
        return;
      }
    }
    if (open && !dialog.open) dialog.show();
    else if (!open && dialog.open) {
      dialog.close();
      giveFocusBack(dialog);
    }
  }, [open, onOpenChange, closes]);

  // Escape or Back: the owner decides (a running upload keeps the dialog open). Each request is
  // counted, so a dialog still open afterwards watches for the next one.
  const [requests, setRequests] = useState(0);
  const onCloseRequest = useEffectEvent(() => {
    setRequests((count) => count + 1);
    onOpenChange(false);
  });
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const onKey = (event: KeyboardEvent) => keepFocusIn(dialog, event);
    document.addEventListener('keydown', onKey);
    const stopWatching = watchCloseRequest(onCloseRequest);
    return () => {
      document.removeEventListener('keydown', onKey);
      stopWatching();
    };
  }, [open, requests]);

  const requestClose = () => onOpenChange(false);
  return (
    <dialog
      ref={dialogRef}
      id={id}
      data-page-dialog=""
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      // The dialog is the backdrop, over the whole viewport; `open:flex` keeps a closed one hidden.
      className="fixed inset-0 z-50 m-0 h-full max-h-none w-full max-w-none items-center justify-center border-0 bg-slate-900/60 p-4 text-slate-900 open:flex"
      onClose={() => {
        setCloses((count) => count + 1);
        if (open) requestClose();
      }}
      // A tap on the backdrop lands on the <dialog> itself; the content sits in the padded box.
      onClick={(event) => {
        if (event.target === event.currentTarget) requestClose();
      }}
    >
      <div className="relative max-h-[90dvh] w-full max-w-lg overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
        {/* elementtiming: the browser reports when the open dialog's title is painted (bench:web). */}
        <h2
          id={`${id}-title`}
          elementtiming="page-dialog-title"
          className="pr-8 text-lg font-semibold text-slate-900"
        >
          {title}
        </h2>
        {description && (
          <p id={`${id}-description`} className="mt-2 text-sm text-slate-700">
            {description}
          </p>
        )}
        <div className="mt-4">{children}</div>
        {/* Last in the DOM so the first field or action, not the close button, gets focus on open. */}
        <Button
          variant="ghost"
          size="icon"
          className="absolute top-3 right-3"
          aria-label="Close"
          data-closes-dialog=""
          onClick={requestClose}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </dialog>
  );
}
