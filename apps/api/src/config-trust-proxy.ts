import net from 'node:net';

/** What Fastify's `trustProxy` gets: never `true`, which would let any client pick its address. */
export type TrustProxy = false | number | string[];

// proxy-addr's names for address ranges, accepted beside addresses and CIDR blocks.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address, bits, extra] = value.split('/');
  if (extra !== undefined || !address) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset or 0 trusts no proxy; a number trusts that many hops; else a list of addresses. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | string {
  if (raw === undefined) return false;
  const value = raw.trim();
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  const entries = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !isAddressOrCidr(entry));
  if (entries.length === 0 || bad !== undefined)
    return `must be a number of proxy hops (such as 1) or a comma-separated list of proxy addresses or CIDR blocks (${bad ?? raw} is neither); "true" is not accepted`;
  return entries;
}
