import { createFormSchema } from '@mrn/sdk/schemas';
import fc from 'fast-check';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenApiDocument, routeFuzzers } from '../../test/support/openapi-requests.ts';
import { signedIn } from '../../test/support/signed-in.ts';
import { createTestApp, createTestPartner } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { createForm } from '../forms/form-store.ts';
import { signToken } from '../mail/signed-token.ts';
import type { AppEnv } from './app-env.ts';

// Property: whatever arrives, the API never answers 5xx, and every 4xx uses the error shape.

const RUNS = 40;

async function assertWellFormed(response: Response): Promise<void> {
  expect(response.status, `status ${response.status}`).toBeLessThan(500);
  if (response.status >= 400) {
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
    expect(typeof body.error?.code).toBe('string');
    expect(typeof body.error?.message).toBe('string');
  } else {
    await response.arrayBuffer();
  }
}

/**
 * Like assertWellFormed, for routes that may also answer a page, CSV or JSON document, or a 5xx
 * the OpenAPI document promises (503 before the first rate check).
 */
async function assertWellFormedFor(response: Response, request: string, documented: number[]): Promise<void> {
  if (!documented.includes(response.status)) {
    expect(response.status, `${request} answered ${response.status}`).toBeLessThan(500);
  }
  const isJson = response.headers.get('content-type')?.includes('application/json');
  if (response.status >= 400 && isJson) {
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
    expect(typeof body.error?.code, request).toBe('string');
    expect(typeof body.error?.message, request).toBe('string');
  } else {
    await response.arrayBuffer();
  }
}

/** Valid values, near misses and arbitrary JSON for one field. */
function fieldValue(...valid: unknown[]) {
  return fc.oneof(
    fc.constantFrom(...valid),
    fc.jsonValue(),
    fc.string({ unit: 'binary' }),
    fc.constant(null),
  );
}

const leadBody = fc.record(
  {
    name: fieldValue('Jamie', '  ', 'x'.repeat(500)),
    email: fieldValue('jamie@example.com', 'jamie@', 'a@b.co'),
    phone: fieldValue('(555) 123-4567', '', '12'),
    rateType: fieldValue('30y', '15y', '5y'),
    targetRate: fieldValue(6.5, '6.125', 0, -1, 99, 1e308, '1e3'),
    direction: fieldValue('below', 'above', 'sideways'),
    consent: fieldValue(true, false, 'true'),
    pageUrl: fieldValue('https://partner.example/x', 'javascript:alert(1)', 'not a url'),
    utm: fieldValue({ utm_source: 'x' }, { utm_source: 5 }, []),
    website: fieldValue('', null, 'http://bot.example'),
    extra: fc.jsonValue(),
  },
  { requiredKeys: [] },
);

const formBody = fc.record(
  {
    type: fieldValue('embed', 'popup', 'banner'),
    fontFamily: fieldValue('Inter', 'Lato', 'Comic Sans'),
    headerColor: fieldValue('#fff', '#5b21b6', 'red', '#12345'),
    buttonColor: fieldValue('#000000'),
    textColor: fieldValue('#111'),
    headerText: fieldValue('Hi', ''),
    buttonText: fieldValue('Go', 'y'.repeat(100)),
    showCurrentRates: fieldValue(true, false),
    businessName: fieldValue('Acme Loans', ''),
    businessEmail: fieldValue('a@acme.example', '', 'nope'),
    businessPhone: fieldValue('555', ''),
    businessWebsite: fieldValue('https://acme.example', 'ftp://x', ''),
    licenceId: fieldValue('NMLS #1', ''),
    allowedOrigins: fieldValue(
      ['https://acme.example'],
      ['https://acme.example/path'],
      'https://x.example',
      [],
    ),
    status: fieldValue('active', 'disabled', 'deleted'),
  },
  { requiredKeys: [] },
);

const contactBody = fc.record(
  {
    Name: fieldValue('Sam'),
    Email: fieldValue('sam@example.com', 'sam@'),
    Topic: fieldValue('Feedback', 'Other', 'Sales'),
    Message: fieldValue('Hello', '   '),
    Created: fieldValue('{{now}}', 5),
  },
  { requiredKeys: [] },
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/vnd.api+json',
  'text/plain',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'application/x-www-form-urlencoded',
  '',
);

/** A JSON body from the record arbitrary, or raw text (malformed JSON, arrays, scalars). */
function body(record: fc.Arbitrary<Record<string, unknown>>) {
  return fc.oneof(
    { weight: 3, arbitrary: record.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary' }) },
    { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value) ?? 'null') },
  );
}

forEachDatabase((driver) => {
  let database: TestDatabase;
  let app: Hono<AppEnv>;
  let authorization: Record<string, string>;
  let secret: string;
  let session: Record<string, string>;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    const testApp = createTestApp(database);
    app = testApp.app;
    secret = testApp.config.SECRET;
    session = (await signedIn(database.db, testApp.config, 'fuzz-session@example.com')).headers;
    const partner = await createTestPartner(database);
    authorization = partner.authorization;
    await createForm(
      database.db,
      partner.partnerId,
      createFormSchema.parse({ businessName: 'Fuzz' }),
      'fuzz',
    );
  });
  afterAll(() => database.close());

  const post = (url: string, text: string, type: string, headers: Record<string, string> = {}) =>
    app.request(url, {
      method: 'POST',
      headers: { ...(type ? { 'Content-Type': type } : {}), ...headers },
      body: text,
    });

  describe('inputs that once answered 500', () => {
    it('a lead-list cursor with an impossible date is a 422', async () => {
      const id = '00000000-0000-4000-8000-000000000000';
      for (const time of ['2026-13-45 99:99:99+00', '2026-02-30 10:00:00+00', '0000-01-01 00:00:00+00']) {
        const cursor = Buffer.from(JSON.stringify(['newest', time, id])).toString('base64url');
        const response = await app.request(`/api/partner/leads?cursor=${cursor}`, { headers: authorization });
        expect(response.status, time).toBe(422);
        await assertWellFormed(response);
      }
    });

    it('a correctly signed token whose alert id is not a UUID is a bad link, not a 500', async () => {
      for (const purpose of ['confirm', 'unsubscribe'] as const) {
        const token = signToken(secret, { purpose, subject: 'not-a-uuid' });
        for (const method of ['GET', 'POST']) {
          const response = await app.request(`/api/alerts/${purpose}?token=${token}`, { method });
          expect(response.status, `${method} ${purpose}`).toBe(400);
        }
      }
    });
  });

  describe('fuzzing: never a 5xx, always the error shape', () => {
    it('POST /api/forms/:id/leads', async () => {
      await fc.assert(
        fc.asyncProperty(body(leadBody), contentType, async (text, type) => {
          await assertWellFormed(await post('/api/forms/fuzz/leads', text, type));
        }),
        { numRuns: RUNS * 2 },
      );
    });

    it('POST /api/newsletter/subscribe', async () => {
      const record = fc.record(
        { email: fieldValue('a@example.com', 'A@EXAMPLE.COM', '@') },
        { requiredKeys: [] },
      );
      await fc.assert(
        fc.asyncProperty(body(record), contentType, async (text, type) => {
          await assertWellFormed(await post('/api/newsletter/subscribe', text, type));
        }),
        { numRuns: RUNS },
      );
    });

    it('POST /api/contact (JSON, raw text and multipart)', async () => {
      await fc.assert(
        fc.asyncProperty(body(contactBody), contentType, async (text, type) => {
          await assertWellFormed(await post('/api/contact', text, type));
        }),
        { numRuns: RUNS },
      );
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fc.string(), fc.string({ unit: 'binary' })), async (fields) => {
          const form = new FormData();
          for (const [key, value] of Object.entries(fields)) form.append(key, value);
          await assertWellFormed(await app.request('/api/contact', { method: 'POST', body: form }));
        }),
        { numRuns: RUNS },
      );
    });

    it('POST and PATCH /api/partner/forms', async () => {
      await fc.assert(
        fc.asyncProperty(body(formBody), contentType, async (text, type) => {
          await assertWellFormed(await post('/api/partner/forms', text, type, authorization));
          await assertWellFormed(
            await app.request('/api/partner/forms/fuzz', {
              method: 'PATCH',
              headers: { ...authorization, 'Content-Type': type },
              body: text,
            }),
          );
        }),
        { numRuns: RUNS },
      );
    });

    it('query parameters and path ids', async () => {
      const key = fc.oneof(fc.constantFrom('limit', 'cursor', 'formId', 'type', 'days'), fc.string());
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(key, fc.string({ unit: 'binary' })),
          fc.string({ unit: 'binary' }),
          async (query, id) => {
            const search = new URLSearchParams(query).toString();
            const encodedId = encodeURIComponent(id) || 'x';
            for (const url of [
              `/api/partner/leads?${search}`,
              `/api/partner/leads.csv?${search}`,
              `/api/partner/forms/${encodedId}`,
            ]) {
              await assertWellFormed(await app.request(url, { headers: authorization }));
            }
            await assertWellFormed(await app.request(`/api/forms/${encodedId}?${search}`));
            await assertWellFormed(
              await post(`/api/forms/${encodedId}/leads?${search}`, '{}', 'application/json'),
            );
          },
        ),
        { numRuns: RUNS },
      );
    });

    it('every route in the OpenAPI document, with inputs generated from its schemas', async () => {
      const document = (await (await app.request('/api/openapi.json')).json()) as OpenApiDocument;
      const fuzzers = routeFuzzers(document, ['fuzz', '00000000-0000-4000-8000-000000000000']);
      expect(fuzzers.length).toBeGreaterThan(40);
      const credentials = fc.constantFrom<Record<string, string>>({}, authorization, session);
      for (const fuzzer of fuzzers) {
        await fc.assert(
          fc.asyncProperty(fuzzer.requests, credentials, async (request, headers) => {
            const response = await app.request(request.url, {
              method: request.method,
              headers: {
                ...headers,
                ...(request.contentType ? { 'Content-Type': request.contentType } : {}),
              },
              body: request.body,
            });
            await assertWellFormedFor(
              response,
              `${request.method} ${request.url}`,
              fuzzer.documentedStatuses,
            );
          }),
          { numRuns: RUNS / 2 },
        );
      }
    });

    it('Authorization headers', async () => {
      await fc.assert(
        fc.asyncProperty(fc.string({ unit: 'grapheme-ascii' }), async (value) => {
          await assertWellFormed(
            await app.request('/api/partner/forms', { headers: { Authorization: value } }),
          );
        }),
        { numRuns: RUNS },
      );
    });
  });
});
