import dns, { type LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/**
 * Where webhooks may send (D9): http and https only, and, unless WEBHOOK_ALLOW_PRIVATE_TARGETS,
 * only to public unicast addresses, so that a tenant cannot make the service call its own network
 * (loopback, private, link-local, multicast, and the other special ranges ipaddr.js names).
 */

/** 2000::/3: the IPv6 addresses IANA allocates for global unicast; the rest is special or unassigned. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');

const ipv4Of = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

/**
 * The IPv4 address an IPv6 address carries, which traffic to it reaches (D13): IPv4-mapped and
 * translated (::ffff:0:0/96, ::ffff:0:0:0/96), IPv4-compatible (::/96 but :: and ::1), the NAT64
 * well-known prefix (64:ff9b::/96), 6to4 (2002::/16, bits 16 to 47) and Teredo (2001::/32, the
 * client's address inverted in the last 32 bits); null for any other.
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const parts = address.parts;
  const range = address.range();
  const last = () => ipv4Of(parts[6]!, parts[7]!);
  if (range === 'ipv4Mapped' || range === 'rfc6145') return last();
  if (parts.slice(0, 6).every((part) => part === 0) && range !== 'unspecified' && range !== 'loopback') return last();
  if (address.match(NAT64_WELL_KNOWN)) return last();
  if (range === '6to4') return ipv4Of(parts[1]!, parts[2]!);
  if (range === 'teredo') return ipv4Of(~parts[6]! & 0xffff, ~parts[7]! & 0xffff);
  return null;
}

/** The range that makes `address` no public target, or null for a global unicast address. */
function nonPublicRange(address: string): { range: string; judged: string } | null {
  const parsed = ipaddr.parse(address);
  const v4 = parsed.kind() === 'ipv6' ? embeddedIPv4(parsed as ipaddr.IPv6) : (parsed as ipaddr.IPv4);
  const judged = v4 ?? parsed;
  const range = judged.range();
  const global = range === 'unicast' && (judged.kind() === 'ipv4' || judged.match(GLOBAL_UNICAST_V6));
  return global ? null : { range: range === 'unicast' ? 'unassigned' : range, judged: judged.toString() };
}

/**
 * Why `host` (which resolved to `address`) is no public target, or null when it is one: "10.0.0.1 is
 * in the private range", "intranet.example is 169.254.1.1, in the link local range", "::127.0.0.1 is
 * 127.0.0.1, in the loopback range".
 */
function nonPublic(host: string, address: string): string | null {
  const refused = nonPublicRange(address);
  if (refused === null) return null;
  // ipaddr.js names ranges in camel case: linkLocal, carrierGradeNat, uniqueLocal.
  const words = refused.range.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  const shown = [address, refused.judged].filter(
    (form, index, forms) => form !== host && forms.indexOf(form) === index,
  );
  return `${host} is ${shown.map((form) => `${form}, `).join('')}in the ${words} range`;
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
