import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  HelperProfileBodySchema,
  HelperProfileSchema,
  type HelperProfile,
  type HelperProfileBody,
} from '@sideline/shared';
import { useAuth } from '@/lib/session/use-auth';
import { api } from '@/lib/api';
import { helperProfileKeys } from '@/lib/profile-keys';

/** Creates (POST) when there is no profile id yet, updates (PUT) otherwise. */
export function saveHelperProfile({
  id,
  body,
}: {
  id: number | null;
  body: HelperProfileBody;
}): Promise<HelperProfile> {
  const payload = { schema: HelperProfileBodySchema, value: body };
  return id === null
    ? api.send('POST', '/api/helper-profiles', HelperProfileSchema, payload)
    : api.send('PUT', `/api/helper-profiles/${id}`, HelperProfileSchema, payload);
}

export function useSaveHelperProfile(userId: number) {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: saveHelperProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(helperProfileKeys.byUser(userId), saved);
      // The public pages, Find Talent and every other reader of helper profiles must not show old data.
      // The Venmo handle is the account's: the signed-in user (Payment Settings, Post a Job) follows.
      void refresh();
      void queryClient.invalidateQueries({ queryKey: helperProfileKeys.all });
    },
  });
}
