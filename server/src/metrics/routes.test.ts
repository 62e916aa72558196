import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, errorBody, postJson } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';

const TOKEN = 'metrics-token-long-enough';

forEachDatabase((driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.close());

  it('is off (404) without METRICS_TOKEN, and needs the token (401) when on', async () => {
    const off = createTestApp(database).app;
    expect((await off.request('/api/metrics')).status).toBe(404);
    const on = createTestApp(database, { environment: { METRICS_TOKEN: TOKEN } }).app;
    const anonymous = await on.request('/api/metrics');
    expect(anonymous.status).toBe(401);
    expect((await errorBody(anonymous)).code).toBe('unauthorized');
    const wrong = await on.request('/api/metrics', {
      headers: { Authorization: 'Bearer not-the-token-at-all' },
    });
    expect(wrong.status).toBe(401);
  });

  it('reports requests by route pattern, the outbox and the last successful rate check', async () => {
    const { app } = createTestApp(database, { environment: { METRICS_TOKEN: TOKEN } });
    await app.request('/api/rates/current');
    await postJson(app, '/api/alerts', {
      email: 'metrics@example.com',
      rateType: '30y',
      threshold: 6,
      direction: 'below',
    });
    await app.request('/api/forms/some-unknown-form');
    const response = await app.request('/api/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(/mrn_http_requests_total\{method="POST",route="\/api\/alerts",status="202"\} 1/);
    // The raw form id never becomes a label: the route pattern does.
    expect(text).toMatch(/mrn_http_requests_total\{method="GET",route="\/api\/forms\/:id",status="404"\} 1/);
    expect(text).not.toMatch(/some-unknown-form/);
    expect(text).toMatch(
      /mrn_http_request_duration_seconds_count\{method="GET",route="\/api\/rates\/current"\} 1/,
    );
    expect(text).toMatch(/mrn_mail_outbox_rows\{status="pending"\} 1/);
    expect(text).toMatch(/mrn_mail_outbox_oldest_waiting_seconds \d/);
    expect(text).toMatch(/# TYPE mrn_rate_check_last_success_timestamp_seconds gauge/);
  });
});
