import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';

/** A profile that failed to load (not a 404: that means "none yet"), with a retry. */
export function ProfileLoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const reason = error instanceof ApiError ? error.serverMessage : 'Please check your connection.';
  return (
    <Alert variant="destructive" role="alert">
      <div className="flex flex-1 flex-col gap-2">
        <AlertTitle>Could not load your profile</AlertTitle>
        <AlertDescription>{reason}</AlertDescription>
        <Button variant="outline" size="sm" onClick={onRetry} className="self-start">
          Try Again
        </Button>
      </div>
    </Alert>
  );
}
