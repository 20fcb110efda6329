/**
 * Every messaging query lives under ['messages'], so the contact dialog's and the job page's
 * `invalidateQueries({ queryKey: ['messages'] })` after a send refresh all of them at once.
 */
export type JobKey = number | 'none';

export const messagingKeys = {
  all: ['messages'] as const,
  conversations: ['messages', 'conversations'] as const,
  unread: ['messages', 'unread'] as const,
  threads: ['messages', 'thread'] as const,
  thread: (otherUserId: number, jobId: number | null) =>
    ['messages', 'thread', otherUserId, toJobKey(jobId)] as const,
  participant: (otherUserId: number) => ['messages', 'participant', otherUserId] as const,
};

/** A conversation without a job is addressed as `none` in URLs and cache keys alike. */
export const toJobKey = (jobId: number | null): JobKey => jobId ?? 'none';
