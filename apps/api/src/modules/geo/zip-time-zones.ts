import tzLookup from '@photostructure/tz-lookup';

export interface PlacedZip {
  zip: string;
  latitude: number;
  longitude: number;
  state: string | null;
}

// The zones the 50 states and DC keep. tz-lookup's boundary map is coarse along the borders, so a
// centroid a mile from Canada or Mexico can come out as Regina (no daylight saving) or Matamoros.
const US_ZONE =
  /^(America\/(New_York|Detroit|Kentucky\/.+|Indiana\/.+|Chicago|Menominee|North_Dakota\/.+|Denver|Boise|Phoenix|Los_Angeles|Anchorage|Juneau|Sitka|Metlakatla|Yakutat|Nome|Adak)|Pacific\/Honolulu)$/;

const STATES = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY ' +
    'NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'
  ).split(' '),
);

const squaredDistance = (a: PlacedZip, b: PlacedZip): number => {
  const dLng = (a.longitude - b.longitude) * Math.cos((a.latitude * Math.PI) / 180);
  return (a.latitude - b.latitude) ** 2 + dLng ** 2;
};

/**
 * The IANA time zone of each ZIP, from its centroid. A state ZIP that lands in a foreign zone takes
 * the zone of the nearest ZIP of its own state that does not; military and territory ZIPs keep the
 * zone of where they are.
 */
export function zipTimeZones(zips: readonly PlacedZip[]): Map<string, string> {
  const zones = new Map<string, string>();
  const astray: PlacedZip[] = [];
  const settled = new Map<string, PlacedZip[]>();
  for (const zip of zips) {
    const zone = tzLookup(zip.latitude, zip.longitude);
    zones.set(zip.zip, zone);
    if (!zip.state || !STATES.has(zip.state)) continue;
    if (US_ZONE.test(zone)) {
      const list = settled.get(zip.state) ?? [];
      list.push(zip);
      settled.set(zip.state, list);
    } else astray.push(zip);
  }
  for (const zip of astray) {
    let nearest: PlacedZip | undefined;
    for (const other of settled.get(zip.state!) ?? []) {
      if (!nearest || squaredDistance(zip, other) < squaredDistance(zip, nearest)) nearest = other;
    }
    if (nearest) zones.set(zip.zip, zones.get(nearest.zip)!);
  }
  return zones;
}
