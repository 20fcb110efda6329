import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { useState } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { AuthProvider } from '@/lib/session/auth-context';
import { DeferredChrome } from './after-load';
import { router } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
        <DeferredChrome />
      </AuthProvider>
    </QueryClientProvider>
  );
}
