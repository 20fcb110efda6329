import { createBrowserRouter } from 'react-router';
import { endFirstLoad } from '@/lib/route-prefetch';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

// The first navigation after the page load ends the first-load prefetching.
const firstKey = router.state.location.key;
const unsubscribe = router.subscribe((state) => {
  if (state.location.key === firstKey) return;
  endFirstLoad();
  unsubscribe();
});
