import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { jobs, zipCodes } from '../../db/schema/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { postJob, readyTeam } from '../../../test/marketplace.js';
import { loadZipCodesIfEmpty, readZipList } from './zip-codes-loader.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const zoneOf = async (zips: string[]) =>
  Object.fromEntries(
    (
      await t.database.db
        .select({ zip: zipCodes.zip, zone: zipCodes.timeZone })
        .from(zipCodes)
        .where(inArray(zipCodes.zip, zips))
    ).map((row) => [row.zip, row.zone]),
  );

describe('zip_codes', () => {
  it('holds every ZIP of the current list, each with a time zone', async () => {
    const [all] = await t.database.db.select({ n: count() }).from(zipCodes);
    expect(all?.n).toBe(41_488);
    expect(readZipList()).toHaveLength(41_488);
    const [zoneless] = await t.database.db
      .select({ n: count() })
      .from(zipCodes)
      .where(sql`${zipCodes.timeZone} is null`);
    expect(zoneless?.n).toBe(0);
  });

  it('knows 75036 (Frisco, TX), which the old list did not', async () => {
    const [frisco] = await t.database.db.select().from(zipCodes).where(eq(zipCodes.zip, '75036'));
    expect(frisco).toMatchObject({ city: 'Frisco', state: 'TX', timeZone: 'America/Chicago' });
    const search = await call(t.app, 'GET', '/api/helper-profiles?zipCode=75036');
    expect(search.statusCode).toBe(200);
  });

  it("gives each ZIP its venue's zone, a border ZIP its own state's", async () => {
    expect(await zoneOf(['10001', '32501', '85001', '90210', '96813', '80202', '04730'])).toEqual({
      // Pensacola: Florida, but on the Central side of the boundary.
      '32501': 'America/Chicago',
      '10001': 'America/New_York',
      '85001': 'America/Phoenix',
      '90210': 'America/Los_Angeles',
      '96813': 'Pacific/Honolulu',
      '80202': 'America/Denver',
      // Houlton, ME: its centroid falls inside New Brunswick's zone on the boundary map.
      '04730': 'America/New_York',
    });
  });

  it('refills a list loaded before time zones, dropping retired ZIPs and giving jobs their zones', async () => {
    const db = t.database.db;
    const team = await readyTeam(t.app);
    const job = await postJob(t.app, team.cookie, { zipCode: '90210', location: 'Beverly Hills, CA' });
    // As migration 0025 left a job posted before zones: on New York's clock.
    await db.update(jobs).set({ timeZone: 'America/New_York' }).where(eq(jobs.id, job.id));
    await db
      .insert(zipCodes)
      .values({ zip: '00009', latitude: 40, longitude: -75, city: 'Gone', state: 'PA' });
    await db
      .update(zipCodes)
      .set({ timeZone: null })
      .where(inArray(zipCodes.zip, ['75036', '10001']));
    expect(await loadZipCodesIfEmpty(db)).toBe(41_488);
    expect(await zoneOf(['75036', '10001', '00009'])).toEqual({
      '75036': 'America/Chicago',
      '10001': 'America/New_York',
    });
    const [moved] = await db.select({ zone: jobs.timeZone }).from(jobs).where(eq(jobs.id, job.id));
    expect(moved?.zone).toBe('America/Los_Angeles');
    expect(await loadZipCodesIfEmpty(db)).toBe(0);
  });
});
