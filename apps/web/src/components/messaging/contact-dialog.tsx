import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ContactFormSchema, MESSAGE_MESSAGES } from '@sideline/shared';
import { buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/session/use-auth';
import { ApiError } from '@/lib/api';
import { useSendMessage } from '@/lib/messaging/use-send-message';
import { MessageDialogFrame, MessageField, SendMessageActions } from './message-form-parts';

interface ContactDialogProps {
  /** The user id of the helper or team owner (not the profile id). */
  recipientId: number;
  /** Shown in the title: 'Contact {name}'. */
  name: string;
  /** The button that opens the dialog. */
  children: ReactNode;
  /** Open on mount (the lazy trigger's first click loads this module, then opens it). */
  defaultOpen?: boolean;
}

/** MESSAGE_MESSAGES.required ('Message Required: Please enter...') split into the toast's two parts. */
const REQUIRED_TOAST = {
  title: 'Message Required',
  description: 'Please enter a message before sending.',
} as const;

/** 'Contact {name}': Radix traps focus, closes on Escape and gives focus back to the trigger. */
export function ContactDialog({ recipientId, name, children, defaultOpen = false }: ContactDialogProps) {
  const { user } = useAuth();
  const [open, setOpen] = useState(defaultOpen);
  // Opened on mount by the lazy trigger: the signed-out toast the click would have raised.
  const warned = useRef(false);
  useEffect(() => {
    if (defaultOpen && !user && !warned.current) {
      warned.current = true;
      toast({ title: MESSAGE_MESSAGES.signInRequired, variant: 'destructive' });
    }
  }, [defaultOpen, user]);

  const onOpenChange = (next: boolean) => {
    // The spec's toast for signed-out visitors; the dialog then offers a way to log in.
    if (next && !user) toast({ title: MESSAGE_MESSAGES.signInRequired, variant: 'destructive' });
    setOpen(next);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{children}</Dialog.Trigger>
      <MessageDialogFrame title={`Contact ${name}`}>
        {user ? (
          <ContactForm recipientId={recipientId} name={name} onSent={() => setOpen(false)} />
        ) : (
          <SignInPrompt />
        )}
      </MessageDialogFrame>
    </Dialog.Root>
  );
}

function SignInPrompt() {
  return (
    <>
      <Dialog.Description className="mt-2 text-sm text-slate-600">
        {MESSAGE_MESSAGES.signInRequired}.
      </Dialog.Description>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Link to="/signup" className={buttonVariants({ variant: 'outline' })}>
          Sign Up
        </Link>
        <Link to="/login" className={buttonVariants()}>
          Log In
        </Link>
      </div>
    </>
  );
}

function ContactForm({
  recipientId,
  name,
  onSent,
}: {
  recipientId: number;
  name: string;
  onSent: () => void;
}) {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendMessage();
  const messageRef = useRef<HTMLTextAreaElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ContactFormSchema.safeParse({ subject, message });
    if (!parsed.success) {
      const first = parsed.error.issues[0]?.message ?? MESSAGE_MESSAGES.required;
      setError(first);
      // The toast sits outside the modal, so the field that needs fixing gets focus and its error is read.
      messageRef.current?.focus();
      if (first === MESSAGE_MESSAGES.required) {
        toast({ ...REQUIRED_TOAST, variant: 'destructive' });
      }
      return;
    }
    setError(null);
    send.mutate(
      // The contact variant of POST /api/messages: subject + message, never tied to a job. A blank
      // subject is left out rather than stored as an empty string.
      { recipientId, jobId: null, subject: subject.trim() || undefined, message: message.trim() },
      {
        onSuccess: () => {
          toast({ title: 'Message Sent', description: `Your message to ${name} has been sent.` });
          setSubject('');
          setMessage('');
          onSent();
        },
        onError: (failure) => {
          const description = failure instanceof ApiError ? failure.serverMessage : 'Please try again.';
          toast({ title: 'Failed to Send Message', description, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
      <Dialog.Description className="text-sm text-slate-600">
        Your message goes to {name}&rsquo;s Sideline inbox.
      </Dialog.Description>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="contact-subject">Subject (optional)</Label>
        <Input
          id="contact-subject"
          value={subject}
          maxLength={200}
          onChange={(e) => setSubject(e.target.value)}
        />
      </div>
      <MessageField
        id="contact-message"
        fieldRef={messageRef}
        value={message}
        error={error}
        onChange={(value) => {
          setMessage(value);
          if (error) setError(null);
        }}
      />
      <SendMessageActions pending={send.isPending} />
    </form>
  );
}
