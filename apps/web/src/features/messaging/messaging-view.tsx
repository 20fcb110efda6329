import { useEffect, useRef, useState } from 'react';
import type { Message } from '@sideline/shared';
import { MessageSquare } from 'lucide-react';
import { cn } from '@/lib/cn';
import { ConversationList } from './conversation-list';
import { NewMessageDialog } from './new-message-dialog';
import { ThreadPane } from './thread-pane';
import { useConversations } from './use-messaging-queries';
import { selectionKey, useSelection, type Selection } from './use-selection';

/** Where focus should go once the next render has put it on screen. */
type FocusRequest = { to: 'composer' | 'row'; key: string } | null;

/**
 * Conversation list and thread side by side; below md (a phone) they are two views and only one
 * shows at a time, the thread with a Back button. Both stay mounted so Back is instant.
 */
export function MessagingView({ viewerId }: { viewerId: number }) {
  const [selection, select] = useSelection();
  const conversations = useConversations();
  const composerRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest>(null);

  const open = (next: Selection) => {
    select(next);
    setFocusRequest({ to: 'composer', key: selectionKey(next) });
  };
  const back = () => {
    if (selection) setFocusRequest({ to: 'row', key: selectionKey(selection) });
    select(null);
  };

  // The selection arrives through the URL a render later (and the thread remounts per conversation),
  // so wait until the requested conversation is the one on screen, then retry until focus sticks.
  useEffect(() => {
    if (!focusRequest) return;
    let target: HTMLElement | null;
    if (focusRequest.to === 'composer') {
      if (!selection || selectionKey(selection) !== focusRequest.key) return;
      target = composerRef.current;
    } else {
      if (selection) return;
      const row = listRef.current?.querySelector<HTMLElement>(`[data-conversation="${focusRequest.key}"]`);
      target = row ?? listRef.current;
    }
    target?.focus();
    if (target && document.activeElement === target) setFocusRequest(null);
  }, [focusRequest, selection]);

  const current = selection
    ? conversations.data?.find((c) => c.otherUserId === selection.userId && c.jobId === selection.jobId)
    : undefined;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Messages</h1>
        <NewMessageDialog
          onSent={(message: Message) => open({ userId: message.recipientId, jobId: message.jobId })}
        />
      </div>
      {/* One screen tall, so the composer sits at the bottom and the thread scrolls inside (dvh follows
          the on-screen keyboard: index.html asks for interactive-widget=resizes-content). A phone's
          list alone takes only the height it needs rather than a screen of empty box. */}
      <div
        className={cn(
          'flex overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm md:h-[calc(100dvh-13rem)] md:min-h-[26rem]',
          selection && 'h-[calc(100dvh-13rem-env(safe-area-inset-bottom))] min-h-[18rem]',
        )}
      >
        <section
          aria-labelledby="conversations-title"
          className={cn(
            'w-full flex-col border-slate-200 md:flex md:w-80 md:shrink-0 md:border-r',
            selection ? 'hidden' : 'flex',
          )}
        >
          <h2
            id="conversations-title"
            className="border-b border-slate-200 px-4 py-3 font-semibold text-slate-900"
          >
            Conversations
          </h2>
          <div ref={listRef} tabIndex={-1} className="min-h-0 flex-1 overflow-y-auto focus:outline-none">
            <ConversationList
              conversations={conversations.data}
              isLoading={conversations.isPending}
              isError={conversations.isError}
              onRetry={() => void conversations.refetch()}
              selected={selection}
              onSelect={open}
            />
          </div>
        </section>
        <section
          aria-label="Conversation"
          className={cn('min-w-0 flex-1 flex-col md:flex', selection ? 'flex' : 'hidden')}
        >
          {selection ? (
            <ThreadPane
              key={selectionKey(selection)}
              selection={selection}
              conversation={current}
              viewerId={viewerId}
              composerRef={composerRef}
              onBack={back}
            />
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center text-slate-600">
              <MessageSquare className="size-10 text-slate-400" aria-hidden="true" />
              <p>Select a conversation to start messaging</p>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
