import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { Slot } from '@radix-ui/react-slot';

const ContactDialog = lazy(() => import('./contact-dialog').then((m) => ({ default: m.ContactDialog })));

/**
 * The contact dialog, loaded on the first click of its button: lists of cards (the home page's
 * featured helpers) render the trigger alone, so Radix Dialog and the message form's schemas stay
 * off the first load. Once loaded, the dialog opens and behaves exactly as ContactDialog.
 */
export function LazyContactDialog({ children, ...props }: ComponentProps<typeof ContactDialog>) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <Slot onClick={() => setWanted(true)}>{children}</Slot>;
  return (
    <Suspense fallback={children}>
      <ContactDialog {...props} defaultOpen>
        {children}
      </ContactDialog>
    </Suspense>
  );
}
