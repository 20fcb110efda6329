import { X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

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
 * `<dialog>` in place, always in the page, opened with `showModal()`. The page's script opens it
 * when its opener (`data-opens-dialog`) is tapped and closes it from a `data-closes-dialog` button,
 * Escape or the backdrop; the app adopts the dialog as it finds it when it hydrates, so those taps
 * are not held for it. The browser traps focus, closes on Escape and gives focus back to the opener.
 * Looks like `DialogShell`, which stays the frame of dialogs only the app opens.
 */
export function PageDialog({ id, open, onOpenChange, title, description, children }: PageDialogProps) {
  // Bumped when the browser closes the dialog by itself, so the effect below runs even when the
  // owner keeps it open (a refused close) and the dialog is shown again.
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
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open, onOpenChange, closes]);

  const requestClose = () => onOpenChange(false);
  return (
    <dialog
      ref={dialogRef}
      id={id}
      data-page-dialog=""
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      className="m-auto h-fit max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-lg border-0 bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60 focus:outline-none"
      // Escape: the owner decides (a running upload keeps the dialog open).
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onClose={() => {
        setCloses((count) => count + 1);
        if (open) requestClose();
      }}
      // A tap on the backdrop lands on the <dialog> itself; the content sits in the padded box.
      onClick={(event) => {
        if (event.target === event.currentTarget) requestClose();
      }}
    >
      <div className="relative p-6">
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
