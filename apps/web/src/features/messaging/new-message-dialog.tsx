import * as Dialog from '@radix-ui/react-dialog';
import { Plus } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { MESSAGE_MAX_LENGTH, MESSAGE_MESSAGES, recipientIdSchema, type Message } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { describedBy, FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { ApiError, hasErrorCode } from '@/lib/api';
import { useSendMessage } from '@/lib/messaging/use-send-message';
import {
  MessageDialogFrame,
  MessageField,
  SendMessageActions,
} from '@/components/messaging/message-form-parts';

/** 'Invalid Recipient: Please enter a valid user ID.' as the toast's title and description. */
const INVALID_TITLE = 'Invalid Recipient';
const INVALID_TEXT = MESSAGE_MESSAGES.invalidRecipient.slice(INVALID_TITLE.length + 2);

interface Errors {
  recipient?: string;
  content?: string;
}

/** Starts a conversation (without a job) with a user picked by id. */
export function NewMessageDialog({ onSent }: { onSent(message: Message): void }) {
  const [open, setOpen] = useState(false);
  // After a send, focus goes to the new conversation's composer, not back to the trigger.
  const sent = useRef(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          New Message
        </Button>
      </Dialog.Trigger>
      <MessageDialogFrame
        title="New Message"
        onCloseAutoFocus={(event) => {
          if (sent.current) event.preventDefault();
          sent.current = false;
        }}
      >
        <Dialog.Description className="mt-1 text-sm text-slate-600">
          Send a message to any Sideline user by their user ID.
        </Dialog.Description>
        <NewMessageForm
          onSent={(message) => {
            sent.current = true;
            setOpen(false);
            onSent(message);
          }}
        />
      </MessageDialogFrame>
    </Dialog.Root>
  );
}

function NewMessageForm({ onSent }: { onSent(message: Message): void }) {
  const [recipient, setRecipient] = useState('');
  const [content, setContent] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const recipientRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const send = useSendMessage();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = recipient.trim();
    const validId = /^\d+$/.test(id) && recipientIdSchema.safeParse(Number(id)).success;
    const found: Errors = {
      recipient: validId ? undefined : MESSAGE_MESSAGES.invalidRecipient,
      content: content.trim() ? undefined : MESSAGE_MESSAGES.required,
    };
    if (found.recipient || found.content) {
      setErrors(found);
      if (found.recipient) toast({ title: INVALID_TITLE, description: INVALID_TEXT, variant: 'destructive' });
      // The toast sits outside the modal, so the field to fix gets focus and its error is read.
      (found.recipient ? recipientRef : contentRef).current?.focus();
      return;
    }
    setErrors({});
    send.mutate(
      { recipientId: Number(id), jobId: null, content: content.trim() },
      {
        onSuccess: onSent,
        onError: (error) => {
          const message =
            error instanceof ApiError ? error.serverMessage : 'Please check your connection and try again.';
          // An unknown or own id is the recipient field's problem; show it there as well.
          if (hasErrorCode(error, 'recipient_not_found') || hasErrorCode(error, 'self_message'))
            setErrors({ recipient: message });
          toast({ title: 'Error: Failed to send message', description: message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="new-message-recipient">Recipient user ID</Label>
        <Input
          id="new-message-recipient"
          ref={recipientRef}
          inputMode="numeric"
          autoComplete="off"
          value={recipient}
          onChange={(e) => {
            setRecipient(e.target.value);
            setErrors((current) => ({ ...current, recipient: undefined }));
          }}
          {...describedBy('new-message-recipient-error', errors.recipient)}
        />
        <FieldError id="new-message-recipient-error" message={errors.recipient} />
      </div>
      <MessageField
        id="new-message-content"
        fieldRef={contentRef}
        maxLength={MESSAGE_MAX_LENGTH}
        value={content}
        error={errors.content}
        onChange={(value) => {
          setContent(value);
          setErrors((current) => ({ ...current, content: undefined }));
        }}
      />
      <SendMessageActions pending={send.isPending} />
    </form>
  );
}
