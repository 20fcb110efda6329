import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { User } from '@sideline/shared';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { AuthProvider } from '@/lib/session/auth-context';

/**
 * Everything around the router, the same in the browser and in the build's prerender: a page
 * rendered at build time must have the tree the browser hydrates.
 */
export function AppProviders({
  children,
  client,
  known,
}: {
  children: ReactNode;
  client?: QueryClient;
  /** The session's user as the server found it (framework mode's root loader, decision 0054). */
  known?: { user: User | null };
}) {
  // The server passes its own to a render, to see afterwards what the page still waits for.
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider known={known}>{children}</AuthProvider>
    </QueryClientProvider>
  );
}
