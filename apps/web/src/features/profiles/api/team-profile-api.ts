import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  TeamProfileBodySchema,
  TeamProfileSchema,
  type TeamProfile,
  type TeamProfileBody,
} from '@sideline/shared';
import { useAuth } from '@/lib/session/use-auth';
import { api } from '@/lib/api';
import { teamProfileKeys } from '@/lib/profile-keys';

/** Creates (POST) when there is no profile id yet, updates (PUT) otherwise. */
export function saveTeamProfile({
  id,
  body,
}: {
  id: number | null;
  body: TeamProfileBody;
}): Promise<TeamProfile> {
  const payload = { schema: TeamProfileBodySchema, value: body };
  return id === null
    ? api.send('POST', '/api/team-profiles', TeamProfileSchema, payload)
    : api.send('PUT', `/api/team-profiles/${id}`, TeamProfileSchema, payload);
}

export function useSaveTeamProfile(userId: number) {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: saveTeamProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(teamProfileKeys.byUser(userId), saved);
      // The public page and every other reader of team profiles must not show old data.
      // The Venmo handle is the account's: the signed-in user (Payment Settings, Post a Job) follows.
      void refresh();
      void queryClient.invalidateQueries({ queryKey: teamProfileKeys.all });
    },
  });
}
