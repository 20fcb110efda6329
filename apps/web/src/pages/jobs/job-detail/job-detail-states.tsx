import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder in the page's shape while the job loads; announced once as "Loading job...". */
export function JobDetailSkeleton() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <p role="status" className="sr-only">
        Loading job...
      </p>
      <Skeleton className="h-5 w-28" />
      <Skeleton className="mt-4 h-9 w-3/4" />
      <Skeleton className="mt-3 h-5 w-1/3" />
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
        <Skeleton className="h-64 w-full" />
      </div>
    </div>
  );
}

export function JobNotFound() {
  return (
    <div className="mx-auto max-w-lg px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Job Not Found</h1>
      <p className="mt-2 text-slate-700">This job does not exist or is no longer available.</p>
      <Link to="/jobs" className={buttonVariants({ className: 'mt-6' })}>
        Browse Jobs
      </Link>
    </div>
  );
}

/** A failure other than 404 (network, server): say so and offer a retry rather than "not found". */
export function JobLoadError({ onRetry }: { onRetry(): void }) {
  return (
    <div role="alert" className="mx-auto max-w-lg px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">This job could not be loaded</h1>
      <p className="mt-2 text-slate-700">Something went wrong on our side. Please try again.</p>
      <Button className="mt-6" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
