import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface SheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** A drawer from the right edge (full width on a phone) instead of a centred dialog. */
  side?: boolean;
}

/** Radix traps focus, closes on Escape and labels the dialog with its title. */
export function AdminDialog({ open, onOpenChange, title, description, children, side }: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed z-50 overflow-y-auto bg-white p-6 shadow-xl focus:outline-none',
            side
              ? 'inset-y-0 right-0 w-full max-w-xl'
              : 'top-1/2 left-1/2 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg',
          )}
        >
          <Dialog.Title className="pr-16 text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          {description && (
            <Dialog.Description className="mt-2 text-sm text-slate-700">{description}</Dialog.Description>
          )}
          <div className="mt-4">{children}</div>
          <Dialog.Close asChild>
            <Button variant="ghost" size="sm" className="absolute top-3 right-3">
              Close
            </Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
