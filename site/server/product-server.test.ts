import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProductServer } from './product-server.ts';

// The limits the site process applies are the API's (server/src/http/http-server-limits.test.ts
// tests them in depth); this checks the product server really uses them.
describe('createProductServer', () => {
  const limits = {
    HTTP_HEADERS_TIMEOUT_MS: 400,
    HTTP_REQUEST_TIMEOUT_MS: 800,
    HTTP_IDLE_TIMEOUT_MS: 300,
    HTTP_MAX_CONNECTIONS: 50,
  };
  const server = createProductServer(async (_request, response) => {
    response.end('page');
  }, limits);
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('serves requests with the configured timeouts and connection cap', async () => {
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('page');
    expect(server.headersTimeout).toBe(400);
    expect(server.requestTimeout).toBe(800);
    expect(server.keepAliveTimeout).toBe(300);
    expect(server.maxConnections).toBe(50);
  });

  it('closes a slow-loris client that sends its headers byte by byte', async () => {
    const socket = connect(port, '127.0.0.1');
    // The server resets the connection mid-write (ECONNRESET): that is the outcome under test.
    socket.on('error', () => {});
    let sent = 0;
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write(sent++ === 0 ? 'GET / HTTP/1.1\r\nHost: x\r\n' : 'X-Slow: a\r\n');
    }, 20);
    const closed = await new Promise<boolean>((resolve) => {
      socket.on('close', () => resolve(true));
      setTimeout(() => resolve(false), 30_000);
    });
    clearInterval(drip);
    socket.destroy();
    expect(closed).toBe(true);
  });
});
