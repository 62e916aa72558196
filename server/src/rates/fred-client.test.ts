import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FetchFailedError } from './fetch-with-retry.ts';
import { createFredClient } from './fred-client.ts';
import { FredFormatError } from './fred-format-error.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../test/fixtures/fred/${name}`, import.meta.url), 'utf8');

type Responder = (request: IncomingMessage, response: ServerResponse) => void;

/** A stand-in FRED over real HTTP: each request takes the next responder from the queue. */
let queue: Responder[] = [];
let seen: URL[] = [];
let server: Server;
let baseUrl: string;
const hanging: ServerResponse[] = [];

const send =
  (status: number, body: string, type = 'text/plain'): Responder =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': type });
    response.end(body);
  };
const hang: Responder = (_request, response) => {
  hanging.push(response);
};

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(new URL(request.url ?? '/', 'http://fred.test'));
    const next = queue.shift() ?? send(500, 'queue empty');
    next(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const response of hanging) response.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  queue = [];
  seen = [];
});

function client(apiKey?: string) {
  return createFredClient({
    apiKey,
    apiBaseUrl: baseUrl,
    graphBaseUrl: baseUrl,
    // Generous enough for a loaded CI box; the hang tests wait this long per attempt.
    retry: { timeoutMs: 1500, retries: 2, baseDelayMs: 5 },
  });
}

describe('FRED client', () => {
  it('reads the JSON API with the key and skips "." days', async () => {
    queue.push(send(200, fixture('OBMMIC30YF.json'), 'application/json'));
    const observations = await client('test-key').observations('OBMMIC30YF', { since: '2025-10-01' });
    expect(seen[0].pathname).toBe('/fred/series/observations');
    expect(Object.fromEntries(seen[0].searchParams)).toEqual({
      series_id: 'OBMMIC30YF',
      api_key: 'test-key',
      file_type: 'json',
      observation_start: '2025-10-01',
    });
    expect(observations).toHaveLength(10);
    expect(observations[0]).toEqual({ date: '2025-10-01', value: 6.352 });
    expect(observations.map((o) => o.date)).not.toContain('2025-10-13');
  });

  it('reads the keyless CSV download, with either header', async () => {
    queue.push(send(200, fixture('OBMMIC30YF.csv')), send(200, fixture('OBMMIC15YF.csv')));
    const thirty = await client().observations('OBMMIC30YF');
    const fifteen = await client().observations('OBMMIC15YF');
    expect(seen[0].pathname).toBe('/graph/fredgraph.csv');
    expect(seen[0].searchParams.get('id')).toBe('OBMMIC30YF');
    expect(thirty.at(-1)).toEqual({ date: '2025-10-15', value: 6.239 });
    expect(fifteen).toHaveLength(10);
  });

  it('retries after 429 and 500 and then succeeds', async () => {
    queue.push(send(429, 'slow down'), send(500, 'oops'), send(200, fixture('OBMMIC30YF.csv')));
    const observations = await client().observations('OBMMIC30YF');
    expect(seen).toHaveLength(3);
    expect(observations).toHaveLength(10);
  });

  it('gives up after the retries with the last problem named', async () => {
    queue.push(send(503, 'down'), send(503, 'down'), send(503, 'down'), send(200, fixture('OBMMIC30YF.csv')));
    await expect(client().observations('OBMMIC30YF')).rejects.toThrow(/HTTP 503 \(after 3 attempts\)/);
    expect(seen).toHaveLength(3);
  });

  it('cuts off a request that hangs past the timeout and retries it', async () => {
    queue.push(hang, send(200, fixture('OBMMIC30YF.csv')));
    const observations = await client().observations('OBMMIC30YF');
    expect(seen).toHaveLength(2);
    expect(observations).toHaveLength(10);
  });

  it('reports a timeout when every attempt hangs', async () => {
    queue.push(hang, hang, hang);
    await expect(client().observations('OBMMIC30YF')).rejects.toThrow(/timed out after 1500 ms/);
  });

  it('does not retry a 404 and reports it', async () => {
    queue.push(send(404, 'Bad Request.  The series does not exist.'));
    await expect(client('k').observations('NOPE')).rejects.toBeInstanceOf(FetchFailedError);
    expect(seen).toHaveLength(1);
  });

  it.each([
    ['HTML instead of CSV', '<html><body>Maintenance</body></html>'],
    ['a wrong header', 'foo,bar\n2025-10-01,6.1\n'],
    ['a value that is not a number', 'DATE,X\n2025-10-01,six\n'],
    ['an impossible date', 'DATE,X\n2025-02-30,6.1\n'],
  ])('rejects garbage CSV: %s', async (_label, body) => {
    queue.push(send(200, body));
    await expect(client().observations('X')).rejects.toBeInstanceOf(FredFormatError);
  });

  it.each([
    ['not JSON', '{"observations": ['],
    ['no observations array', '{"error_code":400}'],
    ['a numeric value', '{"observations":[{"date":"2025-10-01","value":6.1}]}'],
  ])('rejects garbage JSON: %s', async (_label, body) => {
    queue.push(send(200, body, 'application/json'));
    await expect(client('k').observations('X')).rejects.toBeInstanceOf(FredFormatError);
  });
});
