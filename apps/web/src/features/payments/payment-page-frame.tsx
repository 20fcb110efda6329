import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { shortDate } from './format';

/** The frame every pay-for-a-job screen shares: its heading, then the job it pays for, linked. */
export function PaymentPageFrame({
  heading,
  job,
  children,
}: {
  heading: string;
  job: { id: number; title: string; jobDate: string };
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{heading}</h1>
        <p className="mt-1 text-slate-700">
          <Link
            to={`/jobs/${job.id}`}
            className="font-medium text-brand-800 underline-offset-4 hover:underline"
          >
            {job.title}
          </Link>{' '}
          on {shortDate(job.jobDate)}
        </p>
      </div>
      {children}
    </div>
  );
}
