import { useQuery } from '@tanstack/react-query';
import type { JobDetail } from '@sideline/shared';
import { ConfirmedBadge } from '@/components/jobs/status-badges';
import { gameConfirmationQuery } from '@/features/jobs/api/game-confirmation';

/**
 * For the team and its booked helper: whether the helper answered the game-day reminder. Nothing
 * before the reminder goes out, and nothing for anyone else (the server refuses them too).
 */
export function GameConfirmationStatus({ job }: { job: JobDetail }) {
  const party = job.viewer === 'owner' || job.viewer === 'assigned-helper';
  const confirmation = useQuery({
    ...gameConfirmationQuery(job.id),
    enabled: party && job.status === 'assigned',
  });
  if (!party || job.status !== 'assigned' || !confirmation.data) return null;
  if (confirmation.data.status === 'confirmed') return <ConfirmedBadge />;
  if (confirmation.data.status === 'awaiting' || confirmation.data.status === 'unconfirmed') {
    return (
      <span className="text-sm text-slate-700">
        {job.viewer === 'owner' ? 'Waiting for your helper to confirm' : 'Not confirmed yet'}
      </span>
    );
  }
  return null;
}
