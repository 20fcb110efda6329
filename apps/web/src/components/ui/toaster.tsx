import { createPortal } from 'react-dom';
import { TOAST } from '@sideline/shared';
import { useOpenDialog } from './use-open-dialog';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { useToast } from './use-toast';

/** Renders the toast store: one at a time, 5 s, swipe right past 50 px to dismiss, F8 to focus. */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  // A modal dialog hides the rest of the page from assistive technology and traps focus; the toast
  // region moves inside it meanwhile, so F8 and screen readers still reach its messages (WCAG 4.1.3).
  // The dialogs are centred without transforms, so the region stays fixed to the viewport in there.
  const dialog = useOpenDialog();
  const viewport = <ToastViewport />;
  return (
    <ToastProvider duration={TOAST.durationMs} swipeDirection="right" swipeThreshold={TOAST.swipeThresholdPx}>
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          open={open}
          variant={variant}
          duration={duration}
          className={variant === 'destructive' ? 'destructive' : undefined}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      ))}
      {dialog ? createPortal(viewport, dialog) : viewport}
    </ToastProvider>
  );
}
