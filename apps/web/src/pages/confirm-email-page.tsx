import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AUTH_MESSAGES, CONFIRM_REDIRECT_DELAY_MS } from '@sideline/shared';
import { ConfirmEmailStatus, type ConfirmState } from '@/features/auth/confirm-email-status';
import { useAuth } from '@/lib/session/use-auth';
import { useConfirmEmail } from '@/features/auth/use-confirm-email';
import { ApiError } from '@/lib/api';

const FAILED = 'Email confirmation failed. Please try again.';

export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const confirm = useConfirmEmail(token);
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const confirmed = confirm.isSuccess;

  useEffect(() => {
    if (!confirmed) return;
    // The session user now has emailConfirmed: true, so the dashboard banner goes away.
    void refresh();
    const timer = setTimeout(() => void navigate('/complete-profile', { replace: true }), CONFIRM_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [confirmed, refresh, navigate]);

  let state: ConfirmState;
  if (!token) state = { kind: 'error', message: AUTH_MESSAGES.invalidConfirmLink };
  else if (confirm.isSuccess) {
    state = { kind: 'success', message: confirm.data?.message ?? 'Your email address has been confirmed.' };
  } else if (confirm.isError) {
    const invalid = confirm.error instanceof ApiError && confirm.error.status === 400;
    state = { kind: 'error', message: invalid ? AUTH_MESSAGES.invalidConfirmLink : FAILED };
  } else state = { kind: 'loading' };

  return <ConfirmEmailStatus state={state} />;
}
