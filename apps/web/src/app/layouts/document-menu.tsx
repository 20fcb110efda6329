import type { ReactNode } from 'react';
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

/**
 * The button of a popover menu. Its name and icon follow the popover through CSS (`index.css`, the
 * `data-menu-frame` rule), so they are right with no script at all; the browser itself tells
 * assistive technology whether the menu is expanded.
 */
export function PopoverMenuButton({ controls, className }: { controls: string; className: string }) {
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
