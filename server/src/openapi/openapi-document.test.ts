import { createFormSchema } from '@mrn/sdk/schemas';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/support/signed-in.ts';
import { createTestApp, createTestPartner, errorBody, type TestApp } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { createForm } from '../forms/form-store.ts';
import type { OpenApiDocument } from './openapi-document.ts';

type Operation = OpenAPIV3_1.OperationObject & { method: string; path: string };

function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {})
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ ...(operation as OpenAPIV3_1.OperationObject), method, path })),
  );
}

/** '/api/forms/:id/leads' and '/api/forms/{id}/leads' both become '/api/forms/{}/leads'. */
function normalisedPath(path: string): string {
  return path.replace(/:[^/]+/g, '{}').replace(/\{[^}]+\}/g, '{}');
}

forEachDatabase((driver) => {
  let database: TestDatabase;
  let subject: TestApp;
  let document: OpenApiDocument;
  let partnerAuthorization: Record<string, string>;
  let sessionHeaders: Record<string, string>;
  /** An alert of the signed-in person, for /api/app/alerts/{id}. */
  let accountAlertId = '00000000-0000-4000-8000-000000000000';
  const formId = 'contract-form';

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    subject = createTestApp(database);
    const partner = await createTestPartner(database);
    partnerAuthorization = partner.authorization;
    await createForm(
      database.db,
      partner.partnerId,
      createFormSchema.parse({ businessName: 'Contract' }),
      formId,
    );
    sessionHeaders = (await signedIn(database.db, subject.config, 'contract@example.com')).headers;
    document = (await (await subject.app.request('/api/openapi.json')).json()) as OpenApiDocument;
    if (document.paths?.['/api/app/alerts']?.post) {
      const created = await subject.app.request('/api/app/alerts', {
        method: 'POST',
        headers: { ...sessionHeaders, 'content-type': 'application/json' },
        body: JSON.stringify({ rateType: '30y', threshold: 6, direction: 'below' }),
      });
      accountAlertId = ((await created.json()) as { id: string }).id;
    }
  });

  /** The security scheme an operation declares, if any. */
  const schemeOf = (operation: Operation) => Object.keys(operation.security?.[0] ?? {})[0];
  afterAll(() => database.close());

  function request(operation: Operation, init: { query?: string; body?: unknown } = {}): Promise<Response> {
    const id = operation.path.startsWith('/api/app/alerts/') ? accountAlertId : formId;
    const path = operation.path.replace(/\{[^}]+\}/g, id) + (init.query ?? '');
    const scheme = schemeOf(operation);
    // Every request comes "from our own pages" (Origin), so the CSRF check lets it reach validation.
    const headers: Record<string, string> = {
      Origin: sessionHeaders.Origin,
      ...(scheme === 'partnerKey' && partnerAuthorization),
      ...(scheme === 'sessionCookie' && sessionHeaders),
    };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    return Promise.resolve(
      subject.app.request(path, {
        method: operation.method.toUpperCase(),
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }),
    );
  }

  describe('/api/openapi.json', () => {
    it('is a valid OpenAPI 3.1 document', async () => {
      expect(document.openapi).toBe('3.1.0');
      const result = await new Validator().validate(document as never);
      expect(result.errors ?? []).toEqual([]);
      expect(result.valid).toBe(true);
    });

    it('documents every route the app registers, and nothing else', () => {
      const registered = new Set<string>();
      for (const route of subject.app.routes) {
        if (route.method === 'ALL' || route.method === 'OPTIONS' || route.path.includes('*')) continue;
        registered.add(`${route.method} ${normalisedPath(route.path)}`);
      }
      const documented = new Set(
        operationsOf(document).map(
          (operation) => `${operation.method.toUpperCase()} ${normalisedPath(operation.path)}`,
        ),
      );
      expect([...documented].sort()).toEqual([...registered].sort());
    });

    it('marks the partner API with its Bearer scheme, the app API with the session cookie, the public API without one', () => {
      for (const operation of operationsOf(document)) {
        const partner = operation.path.startsWith('/api/partner/');
        const app = /^\/api\/(app|auth)\//.test(operation.path);
        // The operator's metrics endpoint checks its own token (METRICS_TOKEN), documented in words.
        const operations = operation.path === '/api/metrics';
        expect(operation.tags, operation.path).toEqual([
          partner ? 'Partner API' : app ? 'App API' : operations ? 'Operations' : 'Public API',
        ]);
        if (partner) expect(schemeOf(operation), operation.path).toBe('partnerKey');
        else if (!app) expect(operation.security, operation.path).toBeUndefined();
        else if (
          operation.path.startsWith('/api/app/') &&
          operation.path !== '/api/app/account/email/confirm'
        )
          expect(schemeOf(operation), operation.path).toBe('sessionCookie');
      }
      expect(document.components?.securitySchemes?.partnerKey).toMatchObject({
        type: 'http',
        scheme: 'bearer',
      });
    });
  });

  describe('strict inputs', () => {
    it('answers 422 naming an unknown key in the body of every endpoint that takes one', async () => {
      const withBody = operationsOf(document).filter((operation) => operation.requestBody);
      expect(withBody.map((operation) => `${operation.method} ${operation.path}`)).toEqual(
        expect.arrayContaining([
          'patch /api/partner/forms/{id}',
          'post /api/alerts',
          'post /api/auth/sign-in',
          'post /api/auth/verify-code',
          'post /api/auth/verify-link',
          'post /api/contact',
          'post /api/forms/{id}/leads',
          'post /api/newsletter/subscribe',
          'post /api/partner/forms',
        ]),
      );
      // Stripe's events are Stripe's shape (new fields come with its API versions); the webhook believes a
      // body only after its signature checks out (billing/billing.test.ts), so it is not a strict input.
      for (const operation of withBody.filter((candidate) => candidate.path !== '/api/billing/webhook')) {
        const response = await request(operation, { body: { unexpectedField: 'x' } });
        expect(response.status, `${operation.method} ${operation.path}`).toBe(422);
        expect((await errorBody(response)).fields, operation.path).toMatchObject({
          unexpectedField: 'unknown field',
        });
      }
    });

    it('answers 422 naming an unknown query parameter of every endpoint that declares a query', async () => {
      const withQuery = operationsOf(document).filter((operation) =>
        (operation.parameters as OpenAPIV3_1.ParameterObject[] | undefined)?.some(
          (parameter) => parameter.in === 'query',
        ),
      );
      // Links in mail (?token=) accept the tracking parameters mail tools append.
      const isMailLink = (path: string) =>
        path.startsWith('/api/alerts/') ||
        path === '/api/newsletter/confirm' ||
        path === '/api/partner-addresses/confirm' ||
        path === '/api/digest/unsubscribe' ||
        path === '/api/account-email/undo';
      const strict = withQuery.filter((operation) => !isMailLink(operation.path));
      expect(strict.map((operation) => operation.path)).toEqual(
        expect.arrayContaining(['/api/partner/leads', '/api/partner/leads.csv', '/api/rates/history']),
      );
      for (const operation of strict) {
        const response = await request(operation, { query: '?type=30y&unexpectedField=1' });
        expect(response.status, operation.path).toBe(422);
        expect((await errorBody(response)).fields, operation.path).toHaveProperty('unexpectedField');
      }
    });

    it('suggests the field a partner most likely meant', async () => {
      const response = await subject.app.request('/api/partner/forms', {
        method: 'POST',
        headers: { ...partnerAuthorization, 'content-type': 'application/json' },
        body: JSON.stringify({ businessName: 'Typo Lending', licenseId: 'NMLS 1234' }),
      });
      expect(response.status).toBe(422);
      expect((await errorBody(response)).fields).toEqual({
        licenseId: 'unknown field; did you mean licenceId?',
      });
    });
  });
});
