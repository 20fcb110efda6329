import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, Ref } from 'react';
import { Button } from '@/components/ui/button';
import { DialogCloseButton, DialogCloseIcon } from '@/components/ui/dialog-shell';
import { describedBy, FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

/**
 * The pieces both message dialogs are made of (Contact {name} on profiles, New Message in Messages):
 * one frame, one message field, one pair of actions, so the two read and behave alike.
 */

/** The modal around a message form; opened by the Radix trigger that sits beside it in the Root. */
export function MessageDialogFrame({
  title,
  children,
  onCloseAutoFocus,
}: {
  title: ReactNode;
  children: ReactNode;
  onCloseAutoFocus?(event: Event): void;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
      <Dialog.Content
        {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
        className="fixed inset-0 z-50 m-auto h-fit max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
      >
        <Dialog.Title className="pr-8 text-lg font-semibold text-slate-900">{title}</Dialog.Title>
        {children}
        {/* Last in the DOM so the first field, not the close button, receives focus on open. */}
        <DialogCloseIcon />
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/** The message box: its label, and its error read with it (the field that needs fixing gets focus). */
export function MessageField({
  id,
  value,
  onChange,
  error,
  fieldRef,
  maxLength,
}: {
  id: string;
  value: string;
  onChange(value: string): void;
  error: string | null | undefined;
  fieldRef: Ref<HTMLTextAreaElement>;
  maxLength?: number;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Message</Label>
      <Textarea
        id={id}
        ref={fieldRef}
        rows={5}
        value={value}
        aria-required
        {...(maxLength ? { maxLength } : {})}
        onChange={(e) => onChange(e.target.value)}
        {...describedBy(`${id}-error`, error)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** Cancel closes the dialog; Send submits the form and says so while the message is on its way. */
export function SendMessageActions({ pending }: { pending: boolean }) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <DialogCloseButton>Cancel</DialogCloseButton>
      <Button type="submit" disabled={pending}>
        {pending ? 'Sending...' : 'Send Message'}
      </Button>
    </div>
  );
}
