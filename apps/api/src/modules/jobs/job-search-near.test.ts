import { describe, expect, it } from 'vitest';
import { boundingBox } from '@sideline/shared';
import { gridCellsFor, NEAR_CELL_SLOTS } from './job-search-near.js';

/** The cell the database computes for a position (jobGridCellSql), in JavaScript. */
const cellOf = (lat: number, lng: number) => Math.floor(lat * 2) * 1000 + Math.floor(lng * 2);

describe('grid cells under a search box', () => {
  it('hold every position inside the box, corners and edges included', () => {
    for (const center of [
      { latitude: 39.0455, longitude: -76.9242 },
      { latitude: 27.7709, longitude: -82.6793 },
      { latitude: 61.2176, longitude: -149.8997 },
      { latitude: 0.1, longitude: -0.1 },
    ]) {
      const cells = new Set(gridCellsFor(center, 25));
      const box = boundingBox(center, 25);
      for (let a = 0; a <= 20; a++) {
        for (let b = 0; b <= 20; b++) {
          const lat = box.minLat + ((box.maxLat - box.minLat) * a) / 20;
          const lng = box.minLng + ((box.maxLng - box.minLng) * b) / 20;
          expect(cells.has(cellOf(lat, lng))).toBe(true);
        }
      }
    }
  });

  it('gives up past the slots one statement reads (far north, a wide radius)', () => {
    expect(gridCellsFor({ latitude: 71.29, longitude: -156.79 }, 25)).toBeNull();
    expect(gridCellsFor({ latitude: 39.0455, longitude: -76.9242 }, 300)).toBeNull();
    expect(gridCellsFor({ latitude: 39.0455, longitude: -76.9242 }, 25)!.length).toBeLessThanOrEqual(
      NEAR_CELL_SLOTS,
    );
  });
});
