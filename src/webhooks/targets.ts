import dns, { type LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/**
 * Where webhooks may send (D9): http and https only, and, unless WEBHOOK_ALLOW_PRIVATE_TARGETS,
 * only to public unicast addresses, so that a tenant cannot make the service call its own network
 * (loopback, private, link-local, multicast, and the other special ranges ipaddr.js names).
 */

/**
 * Why `host` (which resolved to `address`) is no public target, or null when it is one: "10.0.0.1 is
 * in the private range", "intranet.example is 169.254.1.1, in the link local range".
 */
function nonPublic(host: string, address: string): string | null {
  const range = ipaddr.process(address).range();
  if (range === 'unicast') return null;
  // ipaddr.js names ranges in camel case: linkLocal, carrierGradeNat, ipv4Mapped.
  const words = range.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return `${host} is ${host === address ? '' : `${address}, `}in the ${words} range`;
}

const NOT_HTTP = 'must be an http or https URL';

/**
 * The problem of `url` as a target, said after "Field 'url'"; null when it may be used. With
 * `resolve` false, a host name passes unresolved (a delivery connects through publicOnlyLookup,
 * which checks the addresses it connects to: looking the name up here too would ask DNS twice).
 */
export async function targetProblem(url: string, allowPrivate: boolean, resolve = true): Promise<string | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return NOT_HTTP;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return NOT_HTTP;
  if (allowPrivate) return null;
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!resolve && !ipaddr.isValid(host)) return null;
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(host) ? [host] : (await lookup(host, { all: true })).map((found) => found.address);
  } catch {
    return `must name a host that resolves (${host} does not)`;
  }
  const refused = addresses.map((address) => nonPublic(host, address)).find((reason) => reason !== null);
  return refused ? `must not point to a private or local network (${refused})` : null;
}

export class RefusedTarget extends Error {}

/**
 * A DNS lookup for the delivery's connection that refuses non-public addresses: the check at
 * delivery holds for the address actually connected to, even if the name resolves differently
 * from one moment to the next.
 */
export const publicOnlyLookup: typeof dns.lookup = ((
  hostname: string,
  options: dns.LookupOptions,
  callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.map((found) => nonPublic(hostname, found.address)).find((reason) => reason !== null);
    if (refused) return callback(new RefusedTarget(refused), []);
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    return callback(null, first!.address, first!.family);
  });
}) as typeof dns.lookup;
