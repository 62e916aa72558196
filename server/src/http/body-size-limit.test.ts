import { request as httpRequest } from 'node:http';
import { type ServerType, serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bodySizeLimit } from './body-size-limit.ts';

/** Over real HTTP, because the header-only path exists for @hono/node-server's request objects. */
let server: ServerType;
let port: number;

beforeAll(async () => {
  const app = new Hono()
    .use(bodySizeLimit({ maxSize: 100, onError: (c) => c.text('too large', 413) }))
    .post('/echo', async (c) => c.text(`read ${(await c.req.text()).length}`));
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      port = info.port;
      resolve();
    });
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function post(body: string, chunked: boolean): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/echo',
        method: 'POST',
        headers: chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    if (chunked) {
      // Two chunks, so the limit has to be counted as the bytes arrive.
      request.write(body.slice(0, body.length / 2));
      request.end(body.slice(body.length / 2));
    } else request.end(body);
  });
}

it('passes bodies within the limit, declared or chunked, and they can still be read', async () => {
  expect(await post('x'.repeat(100), false)).toEqual({ status: 200, text: 'read 100' });
  expect(await post('x'.repeat(100), true)).toEqual({ status: 200, text: 'read 100' });
});

it('refuses a declared length over the limit from the header alone, and a chunked body as it arrives', async () => {
  expect(await post('x'.repeat(101), false)).toEqual({ status: 413, text: 'too large' });
  expect(await post('x'.repeat(400), true)).toEqual({ status: 413, text: 'too large' });
});
