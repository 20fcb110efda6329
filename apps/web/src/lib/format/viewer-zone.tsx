import { createContext, useContext } from 'react';
import { gameTimeRange } from './job-format';

/**
 * The viewer's time zone as the server rendered the page with it (decision 0054): the zone the
 * browser wrote into its `tz` cookie, or null when it has not (every game time then carries its
 * venue's zone label, which cannot be misread). The browser hydrates with the same value, so the
 * text is the server's. Undefined outside a page the framework rendered: the browser's own zone.
 */
export const ViewerZoneContext = createContext<string | null | undefined>(undefined);

type GameTimes = Parameters<typeof gameTimeRange>[0];

/** A game's times on its venue's clock, labelled with the venue's zone where it could be misread. */
export function GameTimeRange({ job }: { job: GameTimes }) {
  const zone = useContext(ViewerZoneContext);
  return gameTimeRange(job, zone === undefined ? undefined : zone);
}
