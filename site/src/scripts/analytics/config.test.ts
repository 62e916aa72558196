import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchAnalyticsKey } from './config.ts';

/** A real local HTTP server answering each path with a canned response. */
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/with-key') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ amplitudeApiKey: 'abc123' }));
    } else if (request.url === '/null-key') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ amplitudeApiKey: null }));
    } else if (request.url === '/slow') {
      setTimeout(() => response.end('{"amplitudeApiKey":"late"}'), 500);
    } else {
      response.statusCode = 500;
      response.end('boom');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('fetchAnalyticsKey', () => {
  it('returns the configured key', async () => {
    expect(await fetchAnalyticsKey(`${origin}/with-key`)).toBe('abc123');
  });

  it('treats a null key, an error status and a timeout as "analytics off"', async () => {
    expect(await fetchAnalyticsKey(`${origin}/null-key`)).toBeNull();
    expect(await fetchAnalyticsKey(`${origin}/error`)).toBeNull();
    expect(await fetchAnalyticsKey(`${origin}/slow`, 50)).toBeNull();
  });
});
