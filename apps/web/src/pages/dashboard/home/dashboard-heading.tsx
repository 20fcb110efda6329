import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import type { User } from '@sideline/shared';
import { buttonVariants } from '@/components/ui/button';
import { BulkUploadButton } from '@/features/schedule-upload/bulk-upload-button';

/** The dashboard's title and welcome; a team's also has its two main actions. */
export function DashboardHeading({
  user,
  title,
  teamActions = false,
}: {
  user: User;
  title: string;
  teamActions?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-slate-700">Welcome, {user.firstName}! Here is your account at a glance.</p>
      </div>
      {teamActions && (
        <div className="flex flex-wrap gap-2">
          <BulkUploadButton user={user} />
          <Link to="/post-job" className={buttonVariants()}>
            <Plus aria-hidden="true" />
            Post a New Job
          </Link>
        </div>
      )}
    </div>
  );
}
