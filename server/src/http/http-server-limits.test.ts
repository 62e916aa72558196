import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ENDLESS_HEADERS, slowClient } from '../../test/support/slow-loris.ts';
import { type HttpLimitSettings, httpServerOptions, limitHttpServer } from './http-server-limits.ts';

// Small limits so the slow clients are closed quickly; production defaults are 10 s / 30 s / 5 s.
const LIMITS: HttpLimitSettings = {
  HTTP_HEADERS_TIMEOUT_MS: 300,
  HTTP_REQUEST_TIMEOUT_MS: 600,
  HTTP_IDLE_TIMEOUT_MS: 300,
  HTTP_MAX_CONNECTIONS: 3,
};

let server: Server | undefined;

async function listening(limits: HttpLimitSettings): Promise<number> {
  server = limitHttpServer(
    createServer(httpServerOptions(limits), (request, response) => {
      request.resume();
      request.on('end', () => response.end('ok'));
    }),
    limits,
  );
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

describe('HTTP server limits', () => {
  it('closes a client that sends its headers byte by byte', async () => {
    const port = await listening(LIMITS);
    const outcome = await slowClient(port, ENDLESS_HEADERS, { byteIntervalMs: 20, giveUpAfterMs: 30_000 });
    expect(outcome.closedByServer).toBe(true);
  });

  it('closes a client that trickles its body', async () => {
    const port = await listening(LIMITS);
    const head =
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n';
    const outcome = await slowClient(port, `${head}${'x'.repeat(100_000)}`, {
      byteIntervalMs: 1,
      giveUpAfterMs: 30_000,
    });
    expect(outcome.closedByServer).toBe(true);
    expect(outcome.bytesSent).toBeGreaterThan(head.length);
  });

  it('closes a connection that never sends anything', async () => {
    const port = await listening(LIMITS);
    const outcome = await slowClient(port, '', { byteIntervalMs: 50, giveUpAfterMs: 30_000 });
    expect(outcome.closedByServer).toBe(true);
  });

  it('caps open connections per process and still serves once they go', async () => {
    const port = await listening({
      ...LIMITS,
      HTTP_HEADERS_TIMEOUT_MS: 20_000,
      HTTP_REQUEST_TIMEOUT_MS: 20_000,
    });
    const held = await Promise.all(
      Array.from({ length: LIMITS.HTTP_MAX_CONNECTIONS }, () => {
        const socket = connect(port, '127.0.0.1');
        socket.on('error', () => {});
        return new Promise<typeof socket>((resolve) => socket.on('connect', () => resolve(socket)));
      }),
    );
    await new Promise<void>((resolve) => {
      const check = () =>
        server?.getConnections((_, count) => (count >= held.length ? resolve() : setTimeout(check, 10)));
      check();
    });
    const refused = connect(port, '127.0.0.1');
    // Dropped by the server, possibly with a reset (ECONNRESET): that is the outcome under test.
    refused.on('error', () => {});
    const closedAtOnce = await new Promise<boolean>((resolve) => {
      refused.on('close', () => resolve(true));
      refused.on('data', () => resolve(false));
      refused.on('connect', () => refused.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n'));
    });
    expect(closedAtOnce).toBe(true);
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    expect(await answer.text()).toBe('ok');
  });
});
