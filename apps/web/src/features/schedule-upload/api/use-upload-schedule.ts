import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateJobsAndApplications } from '@/lib/job-keys';
import { uploadSchedule, type UploadScheduleInput } from './upload-schedule';

/** Uploads a schedule; posted games appear in every job list (dashboard, My Jobs, search) afterwards. */
export function useUploadSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadScheduleInput) => uploadSchedule(input),
    onSuccess: (result) => {
      if (result.successful > 0) void invalidateJobsAndApplications(queryClient);
    },
  });
}
