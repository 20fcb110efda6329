import { useEffect, useState } from 'react';
import { JOB_MESSAGES, venmoUsernameSchema, type User } from '@sideline/shared';
import { Input } from '@/components/ui/input';
import { ApiError, hasErrorCode } from '@/lib/api';
import { useUpdatePaymentSettings } from '@/lib/session/use-update-payment-settings';
import { FieldFrame } from './post-job-fields';

export const VENMO_FIELD_ID = 'post-job-venmoUsername';

/** The handle's problem, or null: blank keeps the spec's posting rule and message. */
export function venmoHandleError(value: string): string | null {
  if (value.trim() === '') return JOB_MESSAGES.noVenmo;
  const parsed = venmoUsernameSchema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? JOB_MESSAGES.noVenmo);
}

/** A refusal for a missing handle, by its code (the server's, or the pre-post check's). */
export const isVenmoMissing = (error: unknown): boolean =>
  hasErrorCode(error, 'team_venmo_missing') ||
  (error instanceof Error && 'code' in error && error.code === 'team_venmo_missing');

/**
 * Post a Job asks for a missing Venmo handle in place, instead of sending the coach away (and
 * losing what they typed). The handle is the account's one handle (decision 19): it is saved with
 * the same call as Payment Settings, then the job is posted.
 */
export function useInlineVenmo(user: User, posting: boolean) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The session user can be stale (the handle cleared in another tab): the server's refusal by
  // code opens the field too.
  const [refused, setRefused] = useState(false);
  // A refusal makes the field appear: it takes the focus once it is on screen.
  const [focusAsked, setFocusAsked] = useState(0);
  const save = useUpdatePaymentSettings(user.id);
  const needed = posting && (refused || !user.venmoUsername?.startsWith('@'));
  useEffect(() => {
    if (focusAsked) document.getElementById(VENMO_FIELD_ID)?.focus();
  }, [focusAsked]);

  return {
    needed,
    value,
    error: needed ? error : null,
    pending: save.isPending,
    change(next: string) {
      setValue(next);
      setError(null);
    },
    /** Checks the typed handle (when one is needed) and shows its problem; true when it is fine. */
    check(): boolean {
      if (!needed) return true;
      const problem = venmoHandleError(value);
      setError(problem);
      return problem === null;
    },
    /** Opens the field for a refusal for a missing handle; false for any other failure. */
    askIfRefused(failure: unknown): boolean {
      if (!isVenmoMissing(failure)) return false;
      setRefused(true);
      setError(JOB_MESSAGES.noVenmo);
      setFocusAsked((count) => count + 1);
      return true;
    },
    /** Saves the typed handle when one is needed, then goes on; a refusal shows on the field. */
    saveThen(next: () => void, onFail: (error: unknown) => void) {
      if (!needed) return next();
      save.mutate(
        { venmoUsername: value.trim() },
        {
          onSuccess: () => {
            setRefused(false);
            next();
          },
          onError: (failure) => {
            const detail =
              failure instanceof ApiError
                ? failure.body?.details?.find((d) => d.path.startsWith('venmoUsername'))
                : undefined;
            if (detail) setError(detail.message);
            onFail(failure);
          },
        },
      );
    },
  };
}

export function VenmoInlineField(props: {
  value: string;
  onChange(value: string): void;
  error?: string | null;
}) {
  return (
    <FieldFrame
      id={VENMO_FIELD_ID}
      label="Venmo Username"
      error={props.error}
      hint="Teams need a Venmo username to post jobs. It is saved to your payment settings, e.g. @tampa-tides."
    >
      {(aria) => (
        <Input
          {...aria}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="@your-venmo"
        />
      )}
    </FieldFrame>
  );
}
