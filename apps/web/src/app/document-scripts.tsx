import { Scripts, ScrollRestoration, useMatches } from 'react-router';

/** What a route module's `handle` may say about the document it is rendered in (decision 0054). */
export interface DocumentHandle {
  /**
   * For a signed-out visitor the page works as a plain document: every control on it is a link, a
   * popover or a form the server answers. Such a page comes without the app's script, so nothing
   * downloads or runs while the visitor taps through it; signed in, the app starts as on any page.
   */
  documentOnly?: boolean;
}

/** The app's scripts, unless the page is a plain document for this viewer. */
export function DocumentScripts({ signedIn }: { signedIn: boolean }) {
  const page = useMatches().at(-1)?.handle as DocumentHandle | undefined;
  if (!signedIn && page?.documentOnly) return null;
  return (
    <>
      <ScrollRestoration />
      <Scripts />
    </>
  );
}
