import { BlockList, isIP } from 'node:net';

/** Loopback and private networks: where a reverse proxy in front of the product usually sits. */
export const DEFAULT_TRUSTED_PROXIES =
  '127.0.0.0/8, ::1/128, 10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, fc00::/7';

/** One TRUSTED_PROXIES entry: an address or a CIDR block, IPv4 or IPv6. */
export function isProxyEntry(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** The comma-separated TRUSTED_PROXIES setting as its entries (validated by config.ts). */
export function proxyEntries(setting: string): string[] {
  return setting
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The entries as a BlockList for matching addresses, IPv4-mapped IPv6 (::ffff:a.b.c.d) included. */
export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

/** True when `address` (as a socket or X-Forwarded-For gives it) is one of the trusted proxies. */
export function isTrustedProxy(list: BlockList, address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const plain = mapped ?? address;
  const family = isIP(plain);
  if (family === 0) return false;
  return list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}
