import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';

/** A list that failed to load, with the server's reason and a retry. */
export function ListLoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry(): void }) {
  return (
    <Alert variant="destructive" role="alert">
      <div className="flex flex-1 flex-col gap-2">
        <AlertTitle>Could not load {what}</AlertTitle>
        <AlertDescription>{error instanceof ApiError ? error.serverMessage : 'Please check your connection.'}</AlertDescription>
        <Button variant="outline" size="sm" onClick={onRetry} className="self-start">
          Try Again
        </Button>
      </div>
    </Alert>
  );
}
