import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiRuntime, startApiRuntime } from './api-runtime.ts';

// The API mounted in the product process answers like the API alone: JSON for every error.
describe('startApiRuntime', () => {
  let dataDirectory: string;
  let runtime: ApiRuntime;

  beforeAll(async () => {
    dataDirectory = mkdtempSync(path.join(os.tmpdir(), 'mrn-api-runtime-'));
    runtime = await startApiRuntime({ DATA_DIR: dataDirectory, WORKER: 'off', LOG_LEVEL: 'silent' });
  }, 120_000);

  afterAll(async () => {
    await runtime?.stop();
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await runtime.fetch(new Request('http://localhost/api/no-such-route'));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('answers a wrong method with a JSON 405 and an Allow header', async () => {
    const response = await runtime.fetch(new Request('http://localhost/api/alerts', { method: 'GET' }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.json()).toMatchObject({ error: { code: 'method_not_allowed' } });
  });

  it('serves the OpenAPI document', async () => {
    const response = await runtime.fetch(new Request('http://localhost/api/openapi.json'));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ openapi: '3.1.0' });
  });
});
