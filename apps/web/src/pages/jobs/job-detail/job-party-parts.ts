import type { JobViewer } from '@sideline/shared';
import { lazyPart } from '@/lib/lazy-part';

/** The job page's party panels (`job-party-panels.tsx`), loaded only for a party to the job. */
export const partyParts = lazyPart(
  'src/pages/jobs/job-detail/job-party-panels.tsx',
  () => import('./job-party-panels'),
);

export const isParty = (viewer: JobViewer): boolean =>
  viewer === 'owner' || viewer === 'assigned-helper' || viewer === 'applicant';

export const LazyPartyPanels = partyParts.component((m) => m.PartyPanels);
export const LazyPartyAside = partyParts.component((m) => m.PartyAside);
export const LazyOwnerApplications = partyParts.component((m) => m.OwnerApplications);
