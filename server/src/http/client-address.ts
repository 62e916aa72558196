import type { BlockList } from 'node:net';
import type { Context } from 'hono';
import type { Config } from '../config.ts';
import { isTrustedProxy, trustedProxyList } from '../trusted-proxies.ts';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

export type ProxySettings = Pick<Config, 'TRUST_PROXY' | 'TRUSTED_PROXIES'>;

/** One BlockList per configured list, built on first use. */
const proxyLists = new WeakMap<readonly string[], BlockList>();

function proxyListFor(entries: readonly string[]): BlockList {
  let list = proxyLists.get(entries);
  if (!list) {
    list = trustedProxyList(entries);
    proxyLists.set(entries, list);
  }
  return list;
}

/**
 * The caller's IP for rate limiting: the socket address given by @hono/node-server ('unknown'
 * under app.request()). Behind a proxy (TRUST_PROXY=true), walk from the socket back through
 * X-Forwarded-For, right to left, past every trusted proxy: the first address that is not one is
 * the client. Entries left of it are whatever the client chose to send, so they never count.
 */
export function clientAddress(c: Context, settings: ProxySettings): string {
  const bindings = c.env as NodeBindings | undefined;
  const socketAddress = bindings?.incoming?.socket?.remoteAddress;
  if (!settings.TRUST_PROXY) return socketAddress ?? 'unknown';
  const trusted = proxyListFor(settings.TRUSTED_PROXIES);
  // In-process calls (app.request, tests) have no socket: treat that hop as trusted.
  if (socketAddress && !isTrustedProxy(trusted, socketAddress)) return socketAddress;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (let index = forwarded.length - 1; index >= 0; index -= 1) {
    const hop = forwarded[index] as string;
    if (!isTrustedProxy(trusted, hop)) return hop.slice(0, 64);
  }
  // Every hop is a trusted proxy: the left-most is as close to the client as we can tell.
  return (forwarded[0] ?? socketAddress ?? 'unknown').slice(0, 64);
}
