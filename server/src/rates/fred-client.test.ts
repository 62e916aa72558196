import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FredTestServer,
  fredAnswer,
  fredFixture,
  startFredTestServer,
} from '../../test/support/fred-test-server.ts';
import { FetchFailedError } from './fetch-with-retry.ts';
import { createFredClient } from './fred-client.ts';
import { FredFormatError } from './fred-format-error.ts';

let fred: FredTestServer;
let queue: FredTestServer['queue'];
let seen: FredTestServer['seen'];
let hang: FredTestServer['hang'];

beforeAll(async () => {
  fred = await startFredTestServer();
  ({ queue, seen, hang } = fred);
});

afterAll(async () => {
  await fred.close();
});

beforeEach(() => {
  fred.reset();
});

function client(apiKey?: string) {
  return createFredClient({
    apiKey,
    apiBaseUrl: fred.baseUrl,
    graphBaseUrl: fred.baseUrl,
    // Generous enough for a loaded CI box; the hang tests wait this long per attempt.
    retry: { timeoutMs: 1500, retries: 2, baseDelayMs: 5 },
  });
}

describe('FRED client', () => {
  it('reads the JSON API with the key and skips "." days', async () => {
    queue.push(fredAnswer(200, fredFixture('OBMMIC30YF.json'), 'application/json'));
    const observations = await client('test-key').observations('OBMMIC30YF', { since: '2025-10-01' });
    expect(seen[0].pathname).toBe('/fred/series/observations');
    expect(Object.fromEntries(seen[0].searchParams)).toEqual({
      series_id: 'OBMMIC30YF',
      api_key: 'test-key',
      file_type: 'json',
      observation_start: '2025-10-01',
    });
    expect(observations).toHaveLength(10);
    expect(observations[0]).toEqual({ date: '2025-10-01', value: 6.352, realtimeStart: '2025-10-16' });
    expect(observations.map((o) => o.date)).not.toContain('2025-10-13');
  });

  it('reads the keyless CSV download, with either header', async () => {
    queue.push(
      fredAnswer(200, fredFixture('OBMMIC30YF.csv')),
      fredAnswer(200, fredFixture('OBMMIC15YF.csv')),
    );
    const thirty = await client().observations('OBMMIC30YF');
    const fifteen = await client().observations('OBMMIC15YF');
    expect(seen[0].pathname).toBe('/graph/fredgraph.csv');
    expect(seen[0].searchParams.get('id')).toBe('OBMMIC30YF');
    expect(thirty.at(-1)).toEqual({ date: '2025-10-15', value: 6.239 });
    expect(fifteen).toHaveLength(10);
  });

  it('retries after 429 and 500 and then succeeds', async () => {
    queue.push(
      fredAnswer(429, 'slow down'),
      fredAnswer(500, 'oops'),
      fredAnswer(200, fredFixture('OBMMIC30YF.csv')),
    );
    const observations = await client().observations('OBMMIC30YF');
    expect(seen).toHaveLength(3);
    expect(observations).toHaveLength(10);
  });

  it('gives up after the retries with the last problem named', async () => {
    queue.push(
      fredAnswer(503, 'down'),
      fredAnswer(503, 'down'),
      fredAnswer(503, 'down'),
      fredAnswer(200, fredFixture('OBMMIC30YF.csv')),
    );
    await expect(client().observations('OBMMIC30YF')).rejects.toThrow(/HTTP 503 \(after 3 attempts\)/);
    expect(seen).toHaveLength(3);
  });

  it('cuts off a request that hangs past the timeout and retries it', async () => {
    queue.push(hang, fredAnswer(200, fredFixture('OBMMIC30YF.csv')));
    const observations = await client().observations('OBMMIC30YF');
    expect(seen).toHaveLength(2);
    expect(observations).toHaveLength(10);
  });

  it('reports a timeout when every attempt hangs', async () => {
    queue.push(hang, hang, hang);
    await expect(client().observations('OBMMIC30YF')).rejects.toThrow(/timed out after 1500 ms/);
  });

  it('does not retry a 404 and reports it', async () => {
    queue.push(fredAnswer(404, 'Bad Request.  The series does not exist.'));
    await expect(client('k').observations('NOPE')).rejects.toBeInstanceOf(FetchFailedError);
    expect(seen).toHaveLength(1);
  });

  it.each([
    ['HTML instead of CSV', '<html><body>Maintenance</body></html>'],
    ['a wrong header', 'foo,bar\n2025-10-01,6.1\n'],
    ['a value that is not a number', 'DATE,X\n2025-10-01,six\n'],
    ['an impossible date', 'DATE,X\n2025-02-30,6.1\n'],
  ])('rejects garbage CSV: %s', async (_label, body) => {
    queue.push(fredAnswer(200, body));
    await expect(client().observations('X')).rejects.toBeInstanceOf(FredFormatError);
  });

  it.each([
    ['not JSON', '{"observations": ['],
    ['no observations array', '{"error_code":400}'],
    ['a numeric value', '{"observations":[{"date":"2025-10-01","value":6.1}]}'],
    [
      'a bad realtime_start',
      '{"observations":[{"realtime_start":"yesterday","date":"2025-10-01","value":"6.1"}]}',
    ],
  ])('rejects garbage JSON: %s', async (_label, body) => {
    queue.push(fredAnswer(200, body, 'application/json'));
    await expect(client('k').observations('X')).rejects.toBeInstanceOf(FredFormatError);
  });
});
