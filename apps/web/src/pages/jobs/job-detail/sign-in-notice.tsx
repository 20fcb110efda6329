import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { DOCUMENT_ANSWERS } from '@/lib/document-answers';

/** The notice's id: a signed-out Apply or Start Chat names it in `data-reveals`. */
export const SIGN_IN_NOTICE_ID = 'sign-in-notice';

/**
 * Toasts here carry text only, so the 'Sign In Required' toast is paired with this notice, which holds
 * the actual links (and stays until the visitor leaves, unlike the toast).
 *
 * It is in the page, hidden, for as long as the viewer is signed out: on a job page the server
 * rendered, the first tap on Apply is answered by `public/prerendered-page.js` before the app has
 * run (it shows what the button's `data-reveals` names), and the app, once it has hydrated and
 * replayed that tap, holds the same state (decision 0037).
 */
export function SignInNotice({ hidden }: { hidden: boolean }) {
  // A document with no script (decision 0054) shows it as the target of Apply's link, by CSS.
  const shown = DOCUMENT_ANSWERS ? { className: hidden ? 'not-target:hidden' : undefined } : { hidden };
  return (
    <Alert id={SIGN_IN_NOTICE_ID} role="status" {...shown}>
      <p>
        You need to be signed in to apply or chat.{' '}
        <Link to="/login" className="font-medium text-brand-800 underline underline-offset-4">
          Log In
        </Link>{' '}
        or{' '}
        <Link to="/signup" className="font-medium text-brand-800 underline underline-offset-4">
          create an account
        </Link>
        .
      </p>
    </Alert>
  );
}
