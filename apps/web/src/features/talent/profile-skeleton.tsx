import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The shape of a public profile while it loads: header card, then section cards. */
export function ProfileSkeleton({ label }: { label: string }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden="true" className="flex flex-col gap-6">
        <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center">
          <Skeleton className="size-24 rounded-full!" />
          <div className="flex flex-1 flex-col gap-3">
            <Skeleton className="h-8 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-5 w-2/3" />
          </div>
          <Skeleton className="h-10 w-36" />
        </Card>
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="flex flex-col gap-6 lg:col-span-2">
            <Skeleton className="h-36 w-full" />
            <Skeleton className="h-48 w-full" />
          </div>
          <div className="flex flex-col gap-6">
            <Skeleton className="h-32 w-full" />
            <Skeleton className="h-32 w-full" />
          </div>
        </div>
      </div>
    </div>
  );
}
