import { createBrowserRouter } from 'react-router';
import { endFirstLoad, readEmbeddedRouteData } from '@/lib/route-prefetch';
import { routes } from './routes';

// Before the router runs the first page's loaders: what the page came with is not fetched again.
readEmbeddedRouteData();
export const router = createBrowserRouter(routes);

// The first navigation after the page load ends the first-load prefetching.
const firstKey = router.state.location.key;
const unsubscribe = router.subscribe((state) => {
  if (state.location.key === firstKey) return;
  endFirstLoad();
  unsubscribe();
});
