import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { focusRing } from './focus-ring';

interface ToggletipProps {
  /** The button's visible text (what the tip explains). */
  label: ReactNode;
  /** The explanation, shown below the button. */
  children: ReactNode;
  className?: string;
}

/**
 * A button that explains itself: shown while a mouse hovers it, and toggled by a tap, a click, Enter
 * or Space (a disclosure: `aria-expanded` names its state, the text follows the button). Escape, a
 * tap elsewhere or focus leaving closes it.
 */
export function Toggletip({ label, children, className }: ToggletipProps) {
  const [pinned, setPinned] = useState(false);
  const [hovered, setHovered] = useState(false);
  const open = pinned || hovered;
  const id = useId();
  const root = useRef<HTMLSpanElement>(null);
  const tip = useRef<HTMLSpanElement>(null);
  // Shifted left when it would run past the window's right edge (a badge near the edge of a phone).
  const [shift, setShift] = useState(0);

  useLayoutEffect(() => {
    if (!open || !tip.current) {
      setShift(0);
      return;
    }
    // Measured where it sits now (already moved left by `shift`): where it would sit unshifted.
    const rect = tip.current.getBoundingClientRect();
    const right = rect.right + shift;
    const left = rect.left + shift;
    const overflow = right - (window.innerWidth - 8);
    setShift(Math.max(0, Math.min(overflow, left - 8)));
  }, [open, shift]);

  useEffect(() => {
    if (!open) return;
    const close = () => {
      setPinned(false);
      setHovered(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <span
      ref={root}
      className={cn('relative inline-flex', className)}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setPinned(false);
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          // A click on a tip the hover already opened keeps it open (pinned) rather than closing it.
          setPinned((was) => (hovered && !was ? true : !was));
        }}
        className={cn('cursor-help rounded-full', focusRing)}
      >
        {label}
      </button>
      <span
        ref={tip}
        id={id}
        hidden={!open}
        style={shift > 0 ? { transform: `translateX(-${shift}px)` } : undefined}
        className="absolute top-full left-0 z-30 mt-1.5 w-72 max-w-[calc(100vw-2rem)] rounded-md border border-slate-200 bg-white p-3 text-left text-sm font-normal text-slate-800 shadow-lg"
      >
        {children}
      </span>
    </span>
  );
}
