import type { Message } from '@sideline/shared';
import { cn } from '@/lib/cn';
import { timeLabel } from './format';

interface MessageBubbleProps {
  message: Message;
  isOwn: boolean;
  /** Read out before the text, so a screen reader knows who said it. */
  senderName: string;
}

/**
 * One message. The text is a React text node (never HTML), so whatever anyone types is shown as
 * typed; pre-wrap keeps their line breaks and wrap-anywhere breaks a long URL instead of the layout.
 */
export function MessageBubble({ message, isOwn, senderName }: MessageBubbleProps) {
  return (
    <li className={cn('flex', isOwn ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 shadow-sm sm:max-w-[75%]',
          isOwn ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm bg-slate-100 text-slate-900',
        )}
      >
        <span className="sr-only">{isOwn ? 'You' : senderName}: </span>
        <p className="text-sm whitespace-pre-wrap wrap-anywhere">{message.content}</p>
        <p className={cn('mt-1 flex justify-end gap-2 text-xs', isOwn ? 'text-brand-50' : 'text-slate-600')}>
          <time dateTime={message.createdAt}>{timeLabel(message.createdAt)}</time>
          {isOwn && <span>{message.read ? 'Read' : 'Delivered'}</span>}
        </p>
      </div>
    </li>
  );
}
