import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { JOB_MESSAGES, type ErrorCode, type PostJobBody } from '@sideline/shared';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { fetchPostingTeam, postJob, useJobSaved } from './api/mutations';
import { fieldOf, type PostJobErrors } from './post-job-values';

export const POST_FAILED_TITLE = 'Failed to Post Job';

/** A refusal whose message is already the toast's text; its code says what to do about it. */
export class PostJobRefusal extends Error {
  override name = 'PostJobRefusal';
  constructor(
    message: string,
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

/** The server's team-profile refusals carry the same sentences as the client's own check. */
const TEAM_CODES: Partial<Record<ErrorCode, string>> = {
  team_profile_missing: JOB_MESSAGES.noTeamProfile,
  team_venmo_missing: JOB_MESSAGES.noVenmo,
  team_profile_incomplete: JOB_MESSAGES.incompleteTeam,
};

/**
 * The spec's pre-post check, with its exact toast sentences: the team profile must exist, have a
 * Venmo handle starting with @ (unless the job is paid by card), a team name and at least one sport.
 * The server enforces the same; checking first just tells the coach before anything is sent.
 */
export async function checkTeamProfile(userId: number, paysByCard = false): Promise<void> {
  let profile: Awaited<ReturnType<typeof fetchPostingTeam>> | null;
  try {
    profile = await fetchPostingTeam(userId);
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === 404) throw new PostJobRefusal(JOB_MESSAGES.noTeamProfile);
      throw new PostJobRefusal(`Failed to get team profile: ${error.status} ${error.serverMessage}`);
    }
    throw new PostJobRefusal(
      'Unable to fetch team profile. Please ensure you have completed your profile setup.',
    );
  }
  if (!profile) throw new PostJobRefusal('Team profile not found. Please complete your profile setup first.');
  if (!paysByCard && !profile.venmoUsername?.trim().startsWith('@'))
    throw new PostJobRefusal(JOB_MESSAGES.noVenmo, 'team_venmo_missing');
  if (!profile.teamName?.trim() || !profile.sportTypes?.length)
    throw new PostJobRefusal(JOB_MESSAGES.incompleteTeam);
}

/** The toast's sentence for any failure of a post. */
export function postJobErrorMessage(error: unknown): string {
  if (error instanceof PostJobRefusal) return error.message;
  if (error instanceof ApiError) {
    const byCode = error.code ? TEAM_CODES[error.code] : undefined;
    if (byCode) return byCode;
    // A refusal the server explained (validation, unknown ZIP, past date, wrong role) reads as itself.
    if (error.status < 500 && error.body?.message) return error.body.message;
    return `Failed to create job: ${error.status} ${error.serverMessage}`;
  }
  return `Failed to create job: ${error instanceof Error ? error.message : 'Network error'}`;
}

/** Field messages from a server 400, so they show inline like the client's own. */
export function serverFieldErrors(error: unknown): PostJobErrors {
  // An edit that changes the terms helpers applied under: said beside the policy's fields.
  if (error instanceof ApiError && error.code === 'cancellation_policy_locked')
    return { cancellationPolicy: error.serverMessage };
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const errors: PostJobErrors = {};
  for (const detail of error.body?.details ?? []) {
    const field = fieldOf(detail.path.split('.')[0] ?? '');
    if (field && !errors[field]) errors[field] = detail.message;
  }
  // These two arrive without details but clearly belong to one field each.
  if (error.code === 'unknown_zip') errors.zipCode ??= error.serverMessage;
  if (error.code === 'past_date') errors.jobDate ??= error.serverMessage;
  return errors;
}

/** Checks the team profile, then POST /api/jobs; success refreshes every job list and opens the dashboard. */
export function usePostJob(userId: number) {
  const saved = useJobSaved();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (body: PostJobBody) => {
      await checkTeamProfile(userId, body.paysByCard === true);
      return postJob(body);
    },
    onSuccess: (job) => {
      toast({
        title: 'Job Posted Successfully',
        description: 'Helpers near you can now see and apply for it.',
      });
      saved(job);
      void navigate('/dashboard');
    },
    // The form keeps every value: only a toast (and inline messages, by the form) report the failure.
    onError: (error) => {
      toast({ title: POST_FAILED_TITLE, description: postJobErrorMessage(error), variant: 'destructive' });
    },
  });
}
