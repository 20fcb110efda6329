/**
 * A refusal an API service throws as its route would answer 4xx (too many requests, say), seen from a
 * route's `action` (decision 0054): its message is written for the visitor. Anything else is null,
 * and the action lets it through to the error page.
 */
export function refusalMessage(error: unknown): string | null {
  if (!(error instanceof Error) || !('statusCode' in error)) return null;
  const status = Number(error.statusCode);
  return status >= 400 && status < 500 ? error.message : null;
}
