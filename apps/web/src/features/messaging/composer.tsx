import { useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { SendHorizontal } from 'lucide-react';
import { MESSAGE_MAX_LENGTH } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useSendMessage } from '@/lib/messaging/use-send-message';
import type { Selection } from './use-selection';

/** The counter appears this close to the limit, when it starts to matter. */
const COUNTER_FROM = MESSAGE_MAX_LENGTH - 200;

interface ComposerProps {
  ref?: Ref<HTMLTextAreaElement>;
  to: Selection;
  recipientName: string;
}

/** Enter sends, Shift+Enter adds a line. A failed send keeps the text so nothing typed is lost. */
export function Composer({ ref, to, recipientName }: ComposerProps) {
  const [text, setText] = useState('');
  const send = useSendMessage();
  const blank = text.trim() === '';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (blank || send.isPending) return;
    send.mutate(
      { recipientId: to.userId, jobId: to.jobId, content: text.trim() },
      {
        onSuccess: () => setText(''),
        onError: (error) =>
          toast({
            title: 'Error: Failed to send message',
            description:
              error instanceof ApiError ? error.serverMessage : 'Please check your connection and try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // isComposing: Enter that confirms an IME candidate (Japanese, Chinese...) must not send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const showCounter = text.length >= COUNTER_FROM;
  return (
    <form onSubmit={submit} className="border-t border-slate-200 bg-white p-3">
      <Label htmlFor="message-input" className="sr-only">
        Message
      </Label>
      <div className="flex items-end gap-2">
        <Textarea
          id="message-input"
          ref={ref}
          rows={2}
          value={text}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={`Message ${recipientName}`}
          aria-describedby={showCounter ? 'message-hint message-counter' : 'message-hint'}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className="max-h-40 min-h-11! resize-y"
        />
        <Button type="submit" disabled={blank || send.isPending} className="shrink-0">
          <SendHorizontal aria-hidden="true" />
          {send.isPending ? 'Sending...' : 'Send'}
        </Button>
      </div>
      <div className="mt-1 flex justify-between gap-2 text-xs text-slate-600">
        <p id="message-hint" className="hidden sm:block">
          Press Enter to send, Shift+Enter for a new line.
        </p>
        {showCounter && (
          <p
            id="message-counter"
            className={cn(
              'ml-auto',
              text.length >= MESSAGE_MAX_LENGTH ? 'font-semibold text-red-700' : 'text-amber-800',
            )}
          >
            {text.length}/{MESSAGE_MAX_LENGTH} characters
          </p>
        )}
      </div>
    </form>
  );
}
