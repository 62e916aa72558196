import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFormSchema } from '@mrn/sdk/schemas';
import type { Hono } from 'hono';
import { createApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { createForm } from '../../src/forms/form-store.ts';
import type { AppDeps } from '../../src/http/app-deps.ts';
import type { AppEnv } from '../../src/http/app-env.ts';
import { silentLogger } from '../../src/logger.ts';
import { createPartner } from '../../src/partners/create-partner.ts';
import type { TestDatabase } from './test-database.ts';

export interface TestApp {
  app: Hono<AppEnv>;
  config: Config;
}

/** A test configuration: temporary DATA_DIR, fixed secret, generous rate limits unless overridden. */
export function testConfig(environment: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mrn-test-')),
    SECRET: 'test-secret-that-is-long-enough',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_POSTS_PER_MINUTE: '100000',
    RATE_LIMIT_LEADS_PER_FORM_PER_MINUTE: '100000',
    ...environment,
  });
}

export function createTestApp(
  database: TestDatabase,
  options: Partial<Omit<AppDeps, 'db' | 'config' | 'logger'>> & { environment?: Record<string, string> } = {},
): TestApp {
  const { environment, ...deps } = options;
  const config = testConfig(environment);
  const app = createApp({
    db: database.db,
    databaseDriver: database.driver,
    config,
    logger: silentLogger(),
    ...deps,
  });
  return { app, config };
}

export function postJson(
  app: Hono<AppEnv>,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return Promise.resolve(
    app.request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

let partnerCounter = 0;

/** A partner with a fresh API key, ready for `Authorization: Bearer`. */
export async function createTestPartner(database: TestDatabase, name = 'Test Partner') {
  partnerCounter += 1;
  const email = `partner${partnerCounter}@example.com`;
  const partner = await createPartner(database.db, { name: `${name} ${partnerCounter}`, email });
  return { ...partner, email, authorization: { Authorization: `Bearer ${partner.apiKey}` } };
}

/** A form with its defaults and this business name, owned by a new test partner. */
export async function createTestForm(database: TestDatabase, businessName: string, formId: string) {
  const partner = await createTestPartner(database);
  return createForm(database.db, partner.partnerId, createFormSchema.parse({ businessName }), formId);
}

/** Asserts the API's error shape and returns it. */
export async function errorBody(
  response: Response,
): Promise<{ code: string; message: string; fields?: Record<string, string> }> {
  const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
  if (!body.error || typeof body.error.code !== 'string' || typeof body.error.message !== 'string') {
    throw new Error(`Not the error shape: ${JSON.stringify(body)}`);
  }
  return body.error as { code: string; message: string; fields?: Record<string, string> };
}
