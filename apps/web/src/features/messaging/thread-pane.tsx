import { useEffect, type Ref } from 'react';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import type { Conversation } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api';
import { Composer } from './composer';
import { PaymentReviewBox } from './payment-review-box';
import { flattenThread } from '@/lib/messaging/thread-cache';
import { ThreadLog } from './thread-log';
import { useDocumentVisible } from './use-document-visible';
import { useMarkRead } from './use-messaging-mutations';
import { useParticipant, useThread } from './use-messaging-queries';
import type { Selection } from './use-selection';
import { fullName } from '@/lib/format/names';

interface ThreadPaneProps {
  selection: Selection;
  /** Undefined for a conversation that has no messages yet (opened from a link). */
  conversation: Conversation | undefined;
  viewerId: number;
  composerRef: Ref<HTMLTextAreaElement>;
  onBack(): void;
}

/** The right pane: who and what job, the Payment & Review box, the messages and the composer. */
export function ThreadPane({ selection, conversation, viewerId, composerRef, onBack }: ThreadPaneProps) {
  const thread = useThread(selection.userId, selection.jobId);
  const messages = flattenThread(thread.data);
  // Who the other person is, and whether a teen's guardian is copied (decision 23): asked once per
  // thread and cached, whether the thread was opened from the list or from a link.
  const other = useParticipant(selection.userId, true).data;
  const name =
    conversation?.otherUserName ?? (other ? fullName(other) : 'this user');
  useMarkReadWhileOpen(selection, conversation, messages, viewerId);

  // 404: no conversation and no job in common yet (or no such user). Writing may still start one.
  const noConversation = thread.error instanceof ApiError && thread.error.status === 404;
  return (
    <>
      <div className="flex items-center gap-2 border-b border-slate-200 px-2 py-2 sm:px-4">
        <Button variant="ghost" size="sm" onClick={onBack} className="md:hidden">
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <div className="min-w-0 py-1">
          <h2 className="truncate font-semibold text-slate-900">{name}</h2>
          {conversation?.jobTitle && (
            <p className="truncate text-xs font-medium text-brand-800">Re: {conversation.jobTitle}</p>
          )}
        </div>
      </div>
      {other?.guardianNotice && (
        <p role="note" className="flex items-start gap-2 border-b border-sky-200 bg-sky-50 px-4 py-2 text-sm text-sky-950">
          <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {other.guardianNotice}
        </p>
      )}
      {conversation && <PaymentReviewBox conversation={conversation} />}
      {thread.isPending ? (
        <div className="flex flex-1 items-center justify-center">
          <Spinner label="Loading messages" />
        </div>
      ) : noConversation ? (
        <p className="flex-1 p-6 text-center text-sm text-slate-700">
          No messages with this user yet. Write the first one below.
        </p>
      ) : thread.isError ? (
        <p role="alert" className="flex-1 p-6 text-center text-sm text-slate-700">
          Could not load these messages. Please try again later.
        </p>
      ) : (
        <ThreadLog
          messages={messages}
          viewerId={viewerId}
          otherName={name}
          hasOlder={thread.hasNextPage}
          isLoadingOlder={thread.isFetchingNextPage}
          onLoadOlder={() => thread.fetchNextPage()}
        />
      )}
      <Composer ref={composerRef} to={selection} recipientName={name} />
    </>
  );
}

/**
 * Opening a conversation with unread messages marks them read, and so does every message that
 * arrives while it stays open, but only while the tab is in front (a hidden tab has not seen them).
 */
function useMarkReadWhileOpen(
  selection: Selection,
  conversation: Conversation | undefined,
  messages: ReturnType<typeof flattenThread>,
  viewerId: number,
) {
  const markRead = useMarkRead();
  const visible = useDocumentVisible();
  const hasUnread =
    (conversation?.unreadCount ?? 0) > 0 || messages.some((m) => m.recipientId === viewerId && !m.read);
  const lastId = messages.at(-1)?.id;
  const { userId, jobId } = selection;
  useEffect(() => {
    if (hasUnread && visible) void markRead(userId, jobId);
  }, [hasUnread, visible, lastId, userId, jobId, markRead]);
}
