import type { Conversation } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { dayLabel } from './format';
import { selectionKey, type Selection } from './use-selection';

interface ConversationListProps {
  conversations: Conversation[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry(): void;
  selected: Selection | null;
  onSelect(selection: Selection): void;
}

/** Drawn inside the row: the list scrolls, and an outline outside it would be clipped. */
const insetFocusRing =
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700';

const rowKey = (c: Conversation) => selectionKey({ userId: c.otherUserId, jobId: c.jobId });

/** The left pane: one button per person and job, newest first. */
export function ConversationList({
  conversations,
  isLoading,
  isError,
  onRetry,
  selected,
  onSelect,
}: ConversationListProps) {
  if (isLoading) {
    return (
      <div className="flex flex-col gap-3 p-4" role="status">
        <span className="sr-only">Loading conversations</span>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <div className="flex flex-col items-start gap-3 p-4 text-sm text-slate-700" role="alert">
        <p>Could not load your conversations.</p>
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (!conversations?.length) {
    return (
      <p className="p-4 text-sm text-slate-700">
        No conversations yet. Apply to jobs or post jobs to start messaging.
      </p>
    );
  }
  const current = selected ? selectionKey(selected) : null;
  return (
    <ul className="divide-y divide-slate-200" aria-label="Conversations">
      {conversations.map((c) => (
        <li key={rowKey(c)}>
          <ConversationRow
            conversation={c}
            isSelected={rowKey(c) === current}
            onSelect={() => onSelect({ userId: c.otherUserId, jobId: c.jobId })}
          />
        </li>
      ))}
    </ul>
  );
}

function ConversationRow({
  conversation: c,
  isSelected,
  onSelect,
}: {
  conversation: Conversation;
  isSelected: boolean;
  onSelect(): void;
}) {
  const unread = c.unreadCount > 0;
  return (
    <button
      type="button"
      onClick={onSelect}
      // Found by the page to give focus back to this row after Back on a phone.
      data-conversation={rowKey(c)}
      aria-current={isSelected ? 'true' : undefined}
      className={cn(
        'flex w-full cursor-pointer flex-col gap-0.5 px-4 py-3 text-left',
        isSelected ? 'bg-brand-50' : 'hover:bg-slate-50',
        insetFocusRing,
      )}
    >
      <span className="flex items-center gap-2">
        <span className={cn('min-w-0 flex-1 truncate text-slate-900', unread ? 'font-bold' : 'font-medium')}>
          {c.otherUserName}
        </span>
        <span className="shrink-0 text-xs text-slate-600">{dayLabel(c.lastMessageDate)}</span>
      </span>
      {c.jobTitle && <span className="truncate text-xs font-medium text-brand-800">Re: {c.jobTitle}</span>}
      <span className="flex items-center gap-2">
        <span className={cn('min-w-0 flex-1 truncate text-sm', unread ? 'text-slate-900' : 'text-slate-600')}>
          {c.lastMessage}
        </span>
        {unread && (
          <>
            <span
              aria-hidden="true"
              className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white"
            >
              {c.unreadCount}
            </span>
            <span className="sr-only">, {c.unreadCount} unread</span>
          </>
        )}
      </span>
    </button>
  );
}
