import { RouterProvider } from 'react-router';
import { DeferredChrome } from './after-load';
import { AppProviders } from './app-providers';
import { router } from './router';

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
      {/* Renders nothing until the page has loaded, so it never differs from the prerendered page. */}
      <DeferredChrome />
    </AppProviders>
  );
}
