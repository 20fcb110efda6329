import type { ReactNode, Ref } from 'react';
import { Menu, X } from 'lucide-react';
import { DOCUMENT_ANSWERS } from '@/lib/document-answers';

/** Whether a menu is an HTML popover the document opens by itself (`lib/document-answers.ts`). */
export const POPOVER_MENU = DOCUMENT_ANSWERS;

/** What makes a menu's panel show and hide: the browser's popover, or React's `hidden`. */
export const menuPanelProps = (isOpen: boolean) =>
  POPOVER_MENU ? ({ popover: 'auto' } as const) : { hidden: !isOpen };

/** Closes the popover menu `id` (a link tapped in it, once the app routes the tap itself). */
export function hideMenuPopover(id: string): void {
  const panel = document.getElementById(id);
  if (panel?.matches(':popover-open')) panel.hidePopover();
}

interface MenuButtonProps {
  ref?: Ref<HTMLButtonElement>;
  controls: string;
  isOpen: boolean;
  onToggle(): void;
  className: string;
}

/**
 * A menu's button: the popover's invoker, or (library mode) a disclosure button whose state React
 * keeps. There both icons are in the page and aria-expanded picks one, so the page's first script
 * can open the menu before the app runs (public/prerendered-page.js) and the icon follows.
 */
export function MenuButton({ ref, controls, isOpen, onToggle, className }: MenuButtonProps) {
  if (POPOVER_MENU) return <PopoverMenuButton controls={controls} className={className} />;
  return (
    <button
      ref={ref}
      type="button"
      aria-expanded={isOpen}
      aria-controls={controls}
      aria-label={isOpen ? 'Close menu' : 'Open menu'}
      onClick={onToggle}
      className={className}
    >
      <Menu className="size-6 group-aria-expanded:hidden" aria-hidden="true" />
      <X className="hidden size-6 group-aria-expanded:block" aria-hidden="true" />
    </button>
  );
}

/**
 * The button of a popover menu. Its name and icon follow the popover through CSS (`index.css`, the
 * `data-menu-frame` rule), so they are right with no script at all; the browser itself tells
 * assistive technology whether the menu is expanded.
 */
function PopoverMenuButton({ controls, className }: { controls: string; className: string }) {
  return (
    <button type="button" popoverTarget={controls} className={className}>
      <MenuLabel when="closed">Open menu</MenuLabel>
      <MenuLabel when="open">Close menu</MenuLabel>
      <Menu className="size-6" data-when-menu="closed" aria-hidden="true" />
      <X className="size-6" data-when-menu="open" aria-hidden="true" />
    </button>
  );
}

function MenuLabel({ when, children }: { when: 'open' | 'closed'; children: ReactNode }) {
  return (
    <span className="sr-only" data-when-menu={when}>
      {children}
    </span>
  );
}
