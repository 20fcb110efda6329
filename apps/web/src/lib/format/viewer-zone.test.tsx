import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GameTimeRange, ViewerZoneContext } from './viewer-zone';

const game = { jobDate: '2026-12-05', startTime: '18:00', endTime: '20:00', timeZone: 'America/New_York' };

describe('GameTimeRange', () => {
  it('formats for the zone the server rendered with, the same text on both sides (decision 0054)', () => {
    const shown = (zone: string | null) =>
      renderToString(
        <ViewerZoneContext value={zone}>
          <GameTimeRange job={game} />
        </ViewerZoneContext>,
      );
    expect(shown('America/New_York')).toBe('6:00 PM - 8:00 PM');
    expect(shown('America/Los_Angeles')).toBe('6:00 PM - 8:00 PM EST');
    expect(shown(null)).toBe('6:00 PM - 8:00 PM EST');
  });
});
