import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Message } from '@sideline/shared';

/** How close to the bottom still counts as "reading the newest messages". */
const NEAR_BOTTOM_PX = 120;

/**
 * Keeps a chat's scroll position sensible: open at the newest message, follow new ones while the
 * reader is at the bottom (or just sent one), and stay put when older messages load above.
 */
export function useThreadScroll(messages: Message[], viewerId: number) {
  const ref = useRef<HTMLDivElement>(null);
  const previous = useRef<{ firstId?: number; lastId?: number; height: number; nearBottom: boolean }>({
    height: 0,
    nearBottom: true,
  });

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const before = previous.current;
    const first = messages[0];
    const last = messages.at(-1);
    if (
      before.lastId === undefined ||
      (last && last.id !== before.lastId && (before.nearBottom || last.senderId === viewerId))
    ) {
      el.scrollTop = el.scrollHeight;
    } else if (
      first &&
      before.firstId !== undefined &&
      first.id !== before.firstId &&
      last?.id === before.lastId
    ) {
      // Older messages were added on top: keep the message that was in view where it was.
      el.scrollTop += el.scrollHeight - before.height;
    }
    previous.current = {
      firstId: first?.id,
      lastId: last?.id,
      height: el.scrollHeight,
      nearBottom: isNearBottom(el),
    };
  }, [messages, viewerId]);

  // The pane can shrink after the messages render (the Payment & Review box or a taller composer
  // arrives): stay pinned to the newest message if the reader was there.
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (previous.current.nearBottom) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const el = ref.current;
    if (el) previous.current = { ...previous.current, height: el.scrollHeight, nearBottom: isNearBottom(el) };
  };

  return { ref, onScroll };
}

const isNearBottom = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
