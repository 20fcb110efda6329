import { useQuery } from '@tanstack/react-query';
import { confirmEmailQuery } from './api/auth-api';

/** Confirms the email token of /confirm-email once (see confirmEmailQuery). */
export function useConfirmEmail(token: string | null) {
  return useQuery(confirmEmailQuery(token));
}
