import dns from 'node:dns';
import net from 'node:net';

/**
 * Addresses the server never connects to on a user's say-so: this machine, private networks, link-
 * local (where cloud metadata services answer, 169.254.169.254 and fd00:ec2::254), carrier-grade
 * NAT, benchmarking, documentation, multicast and reserved ranges. IPv4-mapped IPv6 addresses are
 * checked as the IPv4 address they carry.
 */
const NOT_PUBLIC = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** Whether `address` (an IP literal) is a public unicast address. Anything else, or not an IP, is not. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return isPublicAddress(mapped[1]!);
    return !NOT_PUBLIC.check(address, 'ipv6');
  }
  return !NOT_PUBLIC.check(address, 'ipv4');
}

export class NonPublicAddressError extends Error {
  readonly code = 'ENONPUBLIC';
}

/**
 * A `lookup` for http(s).request that resolves the name and refuses it unless every address it has
 * is public. The connection then goes to the address checked here, so a name that changes its
 * answer between a check and the connection (DNS rebinding) cannot lead anywhere else.
 */
export const publicOnlyLookup: typeof dns.lookup = ((
  hostname: string,
  options: dns.LookupOptions | ((...args: unknown[]) => void),
  callback?: (...args: unknown[]) => void,
) => {
  const done = (typeof options === 'function' ? options : callback)!;
  const opts = typeof options === 'function' ? {} : options;
  dns.lookup(hostname, { ...opts, all: true }, (error, addresses) => {
    if (error) return done(error);
    const bad = addresses.find((a) => !isPublicAddress(a.address));
    if (bad || addresses.length === 0)
      return done(
        new NonPublicAddressError(
          `${hostname} resolves to ${bad?.address ?? 'nothing'}, not a public address`,
        ),
      );
    if (opts.all) return done(null, addresses);
    return done(null, addresses[0]!.address, addresses[0]!.family);
  });
}) as typeof dns.lookup;
