import { Fragment, useRef } from 'react';
import type { Message } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { dayLabel } from './format';
import { MessageBubble } from './message-bubble';
import { useThreadScroll } from './use-thread-scroll';

interface ThreadLogProps {
  messages: Message[];
  viewerId: number;
  otherName: string;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder(): Promise<unknown>;
}

/**
 * The conversation as a polite live log, so new messages are announced. It is also the scroll
 * container, and focusable, so keyboard users can scroll it.
 */
export function ThreadLog({
  messages,
  viewerId,
  otherName,
  hasOlder,
  isLoadingOlder,
  onLoadOlder,
}: ThreadLogProps) {
  const { ref, onScroll } = useThreadScroll(messages, viewerId);
  const olderButton = useRef<HTMLButtonElement>(null);

  const loadOlder = async () => {
    await onLoadOlder();
    // At the start of the conversation the button goes away; keep focus in the log, not on <body>.
    if (!olderButton.current) ref.current?.focus();
  };

  return (
    <div
      ref={ref}
      onScroll={onScroll}
      role="log"
      aria-live="polite"
      aria-label={`Messages with ${otherName}`}
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 sm:px-4"
    >
      {hasOlder && (
        <div className="mb-3 flex justify-center">
          <Button
            ref={olderButton}
            size="sm"
            variant="outline"
            disabled={isLoadingOlder}
            onClick={() => void loadOlder()}
          >
            {isLoadingOlder ? 'Loading...' : 'Load older messages'}
          </Button>
        </div>
      )}
      {messages.length === 0 ? (
        <p className="py-8 text-center text-sm text-slate-600">No messages yet. Say hello to {otherName}!</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {messages.map((message, index) => {
            const day = dayLabel(message.createdAt);
            const newDay = index === 0 || dayLabel(messages[index - 1]?.createdAt ?? '') !== day;
            return (
              <Fragment key={message.id}>
                {newDay && <li className="my-2 text-center text-xs font-medium text-slate-600">{day}</li>}
                <MessageBubble
                  message={message}
                  isOwn={message.senderId === viewerId}
                  senderName={otherName}
                />
              </Fragment>
            );
          })}
        </ol>
      )}
    </div>
  );
}
