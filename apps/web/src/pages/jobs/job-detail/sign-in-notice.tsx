import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';

/**
 * Toasts here carry text only, so the 'Sign In Required' toast is paired with this notice, which holds
 * the actual links (and stays until the visitor leaves, unlike the toast).
 */
export function SignInNotice() {
  return (
    <Alert role="status">
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
