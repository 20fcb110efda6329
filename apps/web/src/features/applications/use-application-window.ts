import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateJobsAndApplications } from '@/lib/job-keys';

// setTimeout's longest delay; a window ends within hours, this only guards a far-off date.
const MAX_DELAY_MS = 2_147_483_647;

/**
 * Whether a job still gathers applications (decision 25), by this device's clock; the server
 * decides, this only keeps the page current. When the window closes the lists are fetched again,
 * so the ranked order arrives without a reload.
 */
export function useApplicationWindowOpen(endsAt: string): boolean {
  const end = Date.parse(endsAt);
  const [open, setOpen] = useState(() => Date.now() < end);
  const queryClient = useQueryClient();
  useEffect(() => {
    const left = end - Date.now();
    setOpen(left > 0);
    if (!(left > 0)) return;
    const timer = setTimeout(
      () => {
        setOpen(false);
        void invalidateJobsAndApplications(queryClient);
      },
      Math.min(left + 500, MAX_DELAY_MS),
    );
    return () => clearTimeout(timer);
  }, [end, queryClient]);
  return open;
}
