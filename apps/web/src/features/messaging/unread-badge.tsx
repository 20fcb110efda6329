import { cn } from '@/lib/cn';
import { useUnreadCount } from './use-unread-count';

interface UnreadBadgeProps {
  /** Pinned to the corner of an icon (collapsed sidebar) instead of following the label. */
  overlay?: boolean;
  className?: string;
}

/**
 * The unread total beside a Messages link, hidden from screen readers: the link's name comes from
 * useUnreadLinkLabel instead. Mounting it (or the hook) keeps the tab's event stream open, which
 * is what keeps the number live on every page with a header or sidebar.
 */
export function UnreadBadge({ overlay = false, className }: UnreadBadgeProps) {
  const count = useUnreadCount();
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex items-center justify-center rounded-full bg-red-700 leading-none font-semibold text-white',
        overlay ? 'absolute top-0.5 right-0.5 h-4 min-w-4 px-1 text-[0.65rem]' : 'h-5 min-w-5 px-1.5 text-xs',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * 'Messages, 3 unread' for the link's aria-label (undefined with nothing unread). An aria-label,
 * not hidden text: browsers put a space before a visually hidden span ('Messages , 3 unread').
 */
export function useUnreadLinkLabel(label: string): string | undefined {
  const count = useUnreadCount();
  return count > 0 ? `${label}, ${count} unread` : undefined;
}
