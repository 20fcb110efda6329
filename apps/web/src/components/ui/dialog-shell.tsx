import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface DialogShellProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The dialog's accessible name. */
  title: string;
  /** Read after the title when the dialog opens. */
  description?: ReactNode;
  children: ReactNode;
  /** Where focus goes on close when the control that opened the dialog is gone (it moved lists). */
  fallbackFocus?(): HTMLElement | null | undefined;
}

/**
 * The one modal frame of the job screens. Radix traps focus, closes on Escape and returns focus to
 * whatever opened it; the title and description label the dialog for screen readers.
 */
export function DialogShell({
  open,
  onOpenChange,
  title,
  description,
  children,
  fallbackFocus,
}: DialogShellProps) {
  // These dialogs are opened by state, not a Radix Trigger, so Radix has no trigger to refocus on close:
  // remember what had focus when the dialog opened and go back there.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          // Without a description Radix would warn; undefined tells it there is none on purpose.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            // A button disabled while its request ran has already dropped focus to <body>: not worth restoring.
            opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = opener.current?.isConnected ? opener.current : fallbackFocus?.();
            // Last resort: the layout's <main> (tabIndex -1), so keyboard users stay in the page content.
            (target ?? document.getElementById('main'))?.focus();
          }}
          className="fixed inset-0 z-50 m-auto h-fit max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="pr-8 text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          {description && (
            <Dialog.Description className="mt-2 text-sm text-slate-700">{description}</Dialog.Description>
          )}
          <div className="mt-4">{children}</div>
          {/* Last in the DOM so the first field or action, not the close button, gets focus on open. */}
          <DialogCloseIcon />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A Cancel-style button that closes the surrounding dialog. */
export function DialogCloseButton({ children }: { children: ReactNode }) {
  return (
    <Dialog.Close asChild>
      <Button variant="outline">{children}</Button>
    </Dialog.Close>
  );
}

/** The corner X of every modal; put it last in the content so the first field, not it, gets focus on open. */
export function DialogCloseIcon() {
  return (
    <Dialog.Close asChild>
      <Button variant="ghost" size="icon" className="absolute top-3 right-3" aria-label="Close">
        <X aria-hidden="true" />
      </Button>
    </Dialog.Close>
  );
}
