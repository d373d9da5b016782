// Where the server may send a push (decision 251). A subscription names a URL the server will POST
// to, so it is the browsers' push services or nothing: their hosts are listed here, in one place,
// and compared as parsed names (no trailing dot, no port). At send time the address a name resolves
// to must be public, checked in the connection's own lookup, so a name that changes its answer
// after it was accepted (or between a check and the connect) still cannot reach inside.
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { Agent } from 'node:https';
import { BlockList, isIP } from 'node:net';

/** The push services of Chrome (and Edge's Chromium, Samsung, Opera), Firefox, Safari and Windows. */
export const PUSH_SERVICE_HOSTS: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  '.push.services.mozilla.com',
  '.push.apple.com',
  '.notify.windows.com',
];

/** Whether a subscription's endpoint is at a browser's push service: https, default port, a listed host. */
export function isPushServiceEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname;
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  // A trailing dot names the same host to DNS but a different string here: refused, not stripped.
  if (!host || host.endsWith('.') || isIP(host)) return false;
  return PUSH_SERVICE_HOSTS.some((listed) =>
    listed.startsWith('.') ? host.endsWith(listed) && host.length > listed.length : host === listed,
  );
}

// Two lists: a BlockList compares an IPv4 address with IPv6 rules as ::ffff:a.b.c.d, which the
// mapped range below would match for every IPv4 address.
const notPublic4 = new BlockList();
const notPublic6 = new BlockList();
for (const [net, bits] of [
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
  notPublic4.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  notPublic6.addSubnet(net, bits, 'ipv6');

/** Whether an address is on the public internet: not loopback, private, link-local, shared, reserved or mapped. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4 ? !notPublic4.check(address, 'ipv4') : !notPublic6.check(address, 'ipv6');
}

/** The error a push gets when its endpoint's name resolves inside. */
export class PrivateAddressError extends Error {
  readonly code = 'EPUSHPRIVATE';
}

type Resolve = (
  host: string,
  options: LookupAllOptions,
  done: (e: Error | null, a: LookupAddress[]) => void,
) => void;
const systemResolve: Resolve = (host, options, done) => dnsLookup(host, options, done);

/**
 * A lookup for net.connect that answers only public addresses: every address a name has must be
 * public, or the connection fails before it is made. `resolve` is the system's unless a test gives one.
 */
export function publicOnlyLookup(resolve: Resolve = systemResolve) {
  return (
    host: string,
    options: { all?: boolean; family?: number },
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    resolve(host, { family: options.family ?? 0, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address))) {
        return callback(new PrivateAddressError(`${host} does not resolve to public addresses only`), '');
      }
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** The agent pushes go out on: its lookup refuses any address that is not public. */
export const publicOnlyAgent = (resolve?: Resolve) =>
  new Agent({ lookup: publicOnlyLookup(resolve) as never, keepAlive: false });
