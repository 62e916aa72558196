import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { clientAddress } from './client-address.ts';

/** Which address the product keys limits on, for a request from `socket` with `forwardedFor`. */
async function resolvedClient(
  environment: Record<string, string>,
  socket: string | undefined,
  forwardedFor?: string,
): Promise<string> {
  const config = loadConfig({ SECRET: 'a-secret-of-enough-length', ...environment });
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, config)));
  const headers: Record<string, string> = forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {};
  const bindings = socket ? { incoming: { socket: { remoteAddress: socket } } } : {};
  return (await app.request('/', { headers }, bindings)).text();
}

describe('clientAddress', () => {
  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    expect(await resolvedClient({}, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  it('takes the right-most address that is not a trusted proxy, not the client-chosen first entry', async () => {
    const behindProxy = { TRUST_PROXY: 'true' };
    // The client sent "X-Forwarded-For: 1.2.3.4"; the proxy on 10.0.0.2 appended the real address.
    expect(await resolvedClient(behindProxy, '10.0.0.2', '1.2.3.4, 203.0.113.7')).toBe('203.0.113.7');
    expect(await resolvedClient(behindProxy, '::ffff:127.0.0.1', '1.2.3.4, 203.0.113.7, 10.1.2.3')).toBe(
      '203.0.113.7',
    );
    expect(await resolvedClient(behindProxy, '::1', '2001:db8::5')).toBe('2001:db8::5');
  });

  it('uses the socket address when the peer is not a trusted proxy, whatever the header says', async () => {
    expect(await resolvedClient({ TRUST_PROXY: 'true' }, '203.0.113.50', '1.2.3.4')).toBe('203.0.113.50');
  });

  it('follows the configured TRUSTED_PROXIES instead of the default private ranges', async () => {
    const configured = { TRUST_PROXY: 'true', TRUSTED_PROXIES: '198.51.100.0/24' };
    expect(await resolvedClient(configured, '198.51.100.10', '1.2.3.4, 10.0.0.9')).toBe('10.0.0.9');
    expect(await resolvedClient(configured, '10.0.0.2', '1.2.3.4')).toBe('10.0.0.2');
  });

  it('falls back to the left-most entry when every hop is a trusted proxy', async () => {
    expect(await resolvedClient({ TRUST_PROXY: 'true' }, '127.0.0.1', '10.0.0.5, 10.0.0.6')).toBe('10.0.0.5');
  });

  it('rejects a TRUSTED_PROXIES entry that is not an address or CIDR block', () => {
    for (const setting of ['10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/2', '::1/129']) {
      expect(() => loadConfig({ SECRET: 'a-secret-of-enough-length', TRUSTED_PROXIES: setting })).toThrow(
        /TRUSTED_PROXIES/,
      );
    }
  });
});
