import { lookup as dnsLookup } from 'node:dns/promises';
import { isIPv4, isIPv6 } from 'node:net';

/** dns.promises.lookup with `{ all: true }`, injectable for tests. */
export type LookupAll = (host: string) => Promise<{ address: string; family: number }[]>;

export const systemLookup: LookupAll = (host) => dnsLookup(host, { all: true, verbatim: true });

/** IPv4 ranges a webhook may never reach: [first octets as a number, prefix length]. */
const FORBIDDEN_IPV4: [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

function ipv4Number(address: string): number {
  return address.split('.').reduce((value, octet) => value * 256 + Number(octet), 0);
}

function forbiddenIPv4(address: string): boolean {
  const value = ipv4Number(address);
  return FORBIDDEN_IPV4.some(([base, bits]) => {
    const size = 2 ** (32 - bits);
    return Math.floor(value / size) === Math.floor(ipv4Number(base) / size);
  });
}

/** The eight 16-bit groups of an IPv6 address (with a dotted IPv4 tail or `::`), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.split('%')[0].toLowerCase();
  const dotted = text.match(/^(.*:)(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    if (!isIPv4(dotted[2])) return undefined;
    const value = ipv4Number(dotted[2]);
    text = `${dotted[1]}${Math.floor(value / 65536).toString(16)}:${(value % 65536).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16));
  const head = parse(halves[0]);
  const tail = halves.length === 2 ? parse(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff)
    ? groups
    : undefined;
}

function embeddedIPv4(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/**
 * IPv6 forms that carry an IPv4 address or tunnel to one are judged by that IPv4 address when the
 * mapping is fixed (IPv4-mapped, well-known NAT64, 6to4), and refused whole when the far end is not
 * ours to check (IPv4-translated, local-use NAT64, Teredo, IPv4-compatible).
 */
function forbiddenIPv6(address: string): boolean {
  const groups = ipv6Groups(address);
  if (!groups) return true;
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups;
  const zeroTo = (end: number) => groups.slice(0, end).every((group) => group === 0);
  if (zeroTo(8)) return true; // :: unspecified
  if (zeroTo(7) && g7 === 1) return true; // ::1 loopback
  if (zeroTo(5) && g5 === 0xffff) return forbiddenIPv4(embeddedIPv4(g6, g7)); // IPv4-mapped ::ffff:0:0/96
  if (zeroTo(4) && g4 === 0xffff && g5 === 0) return true; // IPv4-translated ::ffff:0:0:0/96 (SIIT)
  if (zeroTo(6)) return true; // IPv4-compatible (deprecated)
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
    return forbiddenIPv4(embeddedIPv4(g6, g7)); // NAT64 well-known prefix 64:ff9b::/96
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return true; // NAT64 local use 64:ff9b:1::/48
  if (g0 === 0x100 && g1 === 0 && g2 === 0 && g3 === 0) return true; // discard-only 100::/64
  if (g0 === 0x2002) return forbiddenIPv4(embeddedIPv4(g1, g2)); // 6to4
  if (g0 === 0x2001 && g1 === 0) return true; // Teredo 2001::/32
  if (g0 === 0x2001 && g1 === 2 && g2 === 0) return true; // benchmarking 2001:2::/48
  if ((g0 & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local
  if ((g0 & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  if ((g0 & 0xffc0) === 0xfec0) return true; // fec0::/10 site-local (deprecated)
  if ((g0 & 0xff00) === 0xff00) return true; // multicast
  if (g0 === 0x2001 && g1 === 0x0db8) return true; // documentation
  return false;
}

/** True for any address a webhook may not reach: private, loopback, link-local, unique-local, CGNAT, unspecified. */
export function isForbiddenAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIPv4(bare)) return forbiddenIPv4(bare);
  if (isIPv6(bare) || bare.includes(':')) return forbiddenIPv6(bare);
  return true;
}

export class UnsafeWebhookUrl extends Error {}

export interface AddressPolicy {
  /** WEBHOOKS_ALLOW_PRIVATE: http and any address are allowed (tests, local development). */
  allowPrivate: boolean;
  lookup?: LookupAll;
}

/** Checks the URL's form: https (http too when private addresses are allowed), no credentials. */
export function parseWebhookUrl(text: string, policy: AddressPolicy): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UnsafeWebhookUrl('Enter a full URL, starting with https://.');
  }
  const schemes = policy.allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) throw new UnsafeWebhookUrl('The URL must start with https://.');
  if (url.username || url.password)
    throw new UnsafeWebhookUrl('The URL must not contain a user name or password.');
  return url;
}

/** An address a delivery connects to: checked before, used as is (no second DNS query). */
export interface ResolvedAddress {
  address: string;
  family: number;
}

const LOCAL_ADDRESS = 'The URL points to a private or local address.';

/**
 * The URL's host resolved (an IP literal as itself) and, unless private addresses are allowed,
 * every address checked: one forbidden address refuses the URL, so a name that also points inside
 * the network is never used. The delivery then connects to these addresses only (see
 * pinned-post.ts): a DNS answer that changes between the check and the connection cannot matter.
 */
export async function resolveDestination(url: URL, policy: AddressPolicy): Promise<ResolvedAddress[]> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIPv4(host) || isIPv6(host)) {
    if (!policy.allowPrivate && isForbiddenAddress(host)) throw new UnsafeWebhookUrl(LOCAL_ADDRESS);
    return [{ address: host, family: isIPv4(host) ? 4 : 6 }];
  }
  if (!policy.allowPrivate && (host === 'localhost' || host.endsWith('.localhost')))
    throw new UnsafeWebhookUrl(LOCAL_ADDRESS);
  let addresses: ResolvedAddress[];
  try {
    addresses = await (policy.lookup ?? systemLookup)(host);
  } catch {
    throw new UnsafeWebhookUrl(`The host ${host} could not be resolved.`);
  }
  if (addresses.length === 0) throw new UnsafeWebhookUrl(`The host ${host} could not be resolved.`);
  if (!policy.allowPrivate && addresses.some((entry) => isForbiddenAddress(entry.address)))
    throw new UnsafeWebhookUrl(LOCAL_ADDRESS);
  return addresses;
}

/** Registration's check: the URL resolves, and only to public addresses (unless allowed). */
export async function assertPublicDestination(url: URL, policy: AddressPolicy): Promise<void> {
  if (policy.allowPrivate) return;
  await resolveDestination(url, policy);
}
