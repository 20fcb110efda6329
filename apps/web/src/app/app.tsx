import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { useState } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { AuthProvider } from '@/lib/session/auth-context';
import { Toaster } from '@/components/ui/toaster';
import { PwaUpdatePrompt } from './pwa-update-prompt';
import { router } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
        <Toaster />
        <PwaUpdatePrompt />
      </AuthProvider>
    </QueryClientProvider>
  );
}
