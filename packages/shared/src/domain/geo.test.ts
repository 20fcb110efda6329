import { describe, expect, it } from 'vitest';
import { boundingBox, distanceMiles, roundMiles } from './geo.js';

const tampa = { latitude: 27.9614, longitude: -82.4597 }; // 33602
const stPete = { latitude: 27.7708, longitude: -82.6328 }; // 33701
const nyc = { latitude: 40.7484, longitude: -73.9967 }; // 10001

describe('distanceMiles', () => {
  it('measures real distances', () => {
    expect(distanceMiles(tampa, stPete)).toBeGreaterThan(15);
    expect(distanceMiles(tampa, stPete)).toBeLessThan(25);
    expect(distanceMiles(tampa, nyc)).toBeGreaterThan(950);
    expect(distanceMiles(tampa, tampa)).toBe(0);
  });
  it('is symmetric', () => {
    expect(distanceMiles(tampa, nyc)).toBeCloseTo(distanceMiles(nyc, tampa), 9);
  });
});

describe('boundingBox', () => {
  it('contains every point within the radius', () => {
    const box = boundingBox(tampa, 25);
    expect(stPete.latitude).toBeGreaterThan(box.minLat);
    expect(stPete.longitude).toBeGreaterThan(box.minLng);
    expect(nyc.latitude).toBeGreaterThan(box.maxLat);
  });
  it('is about 25 miles of latitude each way', () => {
    const box = boundingBox(tampa, 25);
    expect(distanceMiles(tampa, { latitude: box.maxLat, longitude: tampa.longitude })).toBeCloseTo(25, 1);
    expect(distanceMiles(tampa, { latitude: tampa.latitude, longitude: box.maxLng })).toBeGreaterThanOrEqual(24.9);
  });
  it('rounds to a tenth of a mile', () => {
    expect(roundMiles(12.345)).toBe(12.3);
  });
});
