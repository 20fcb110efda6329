import { useMutation } from '@tanstack/react-query';
import {
  AuthResponseSchema,
  JOB_MESSAGES,
  PaymentSettingsBodySchema,
  venmoUsernameSchema,
  type User,
} from '@sideline/shared';
import { Input } from '@/components/ui/input';
import { useAuth } from '@/lib/session/use-auth';
import { api } from '@/lib/api';
import { FieldFrame } from './post-job-fields';

/**
 * Post a Job asks for a missing Venmo handle in place, instead of sending the coach away (and
 * losing what they typed). The handle is the account's one handle (decision 19): saving it here is
 * the same as saving it in Payment Settings or on the team profile.
 */
export function useSaveVenmoHandle(userId: number) {
  const { setUser } = useAuth();
  return useMutation({
    mutationFn: async (venmoUsername: string): Promise<User> => {
      const { message: _message, ...user } = await api.send(
        'PUT',
        `/api/users/${userId}/payment`,
        AuthResponseSchema,
        {
          schema: PaymentSettingsBodySchema,
          value: { venmoUsername },
        },
      );
      return user;
    },
    onSuccess: (user) => setUser(user),
  });
}

/** The handle's problem, or null: blank keeps the spec's posting rule and message. */
export function venmoHandleError(value: string): string | null {
  if (value.trim() === '') return JOB_MESSAGES.noVenmo;
  const parsed = venmoUsernameSchema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? JOB_MESSAGES.noVenmo);
}

export function VenmoInlineField(props: {
  id: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
}) {
  return (
    <FieldFrame
      id={props.id}
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
          placeholder="@your-venmo"
        />
      )}
    </FieldFrame>
  );
}
