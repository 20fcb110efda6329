import { useQuery, type QueryClient } from '@tanstack/react-query';
import { SiteConfigSchema } from '@sideline/shared';
import { api } from './api';

export const siteConfigKey = ['site-config'] as const;

/**
 * GET /api/config: which payment methods this deployment offers. Asked once per visit (never
 * stale); screens wait for it before showing or calling anything about cards.
 */
export function useSiteConfig() {
  return useQuery({
    queryKey: siteConfigKey,
    staleTime: Infinity,
    queryFn: () => api.get(SiteConfigSchema, '/api/config'),
    initialData: () => api.embedded(SiteConfigSchema, '/api/config'),
  });
}

/**
 * Whether card payments exist: true or false once known, undefined while asking. A failed ask
 * counts as "yes", so the card screens' own answers (which name the state) still show.
 */
export function useCardPayments(): boolean | undefined {
  const config = useSiteConfig();
  if (config.isError) return true;
  return config.data?.cardPayments;
}

/** A page loader's read (decision 0054) under the hook's key. */
export const seedSiteConfig = (client: QueryClient, wire: unknown) =>
  client.setQueryData(siteConfigKey, api.parse(SiteConfigSchema, wire, '/api/config'));
