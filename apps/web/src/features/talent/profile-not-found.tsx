import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';

/** The spec's 'Profile Not Found' page, for a missing helper or team (or an id that cannot exist). */
export function ProfileNotFound() {
  return (
    <div className="mx-auto max-w-lg px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Profile Not Found</h1>
      <p className="mt-2 text-slate-600">This profile does not exist or is no longer available.</p>
      <Link to="/" className={buttonVariants({ className: 'mt-6' })}>
        Go Home
      </Link>
    </div>
  );
}

/** Any other failure (network, server): say so and offer a retry rather than claiming "not found". */
export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-lg px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Profile could not be loaded</h1>
      <p className="mt-2 text-slate-600">Something went wrong on our side. Please try again.</p>
      <Button className="mt-6" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
