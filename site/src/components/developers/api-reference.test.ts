import { describe, expect, it } from 'vitest';
import fixture from './__fixtures__/openapi-3.1.json' with { type: 'json' };
import { buildApiReference, type OperationView, slugify } from './api-reference.ts';

const ORIGIN = 'https://rates.example.com';
const reference = buildApiReference(fixture, `${ORIGIN}/`);

function operation(title: string): OperationView {
  const found = reference.groups
    .flatMap((group) => group.operations)
    .find((candidate) => `${candidate.method} ${candidate.path}` === title);
  if (!found) throw new Error(`no operation ${title}`);
  return found;
}

describe('buildApiReference', () => {
  it('groups operations by their first tag, in the order of the document’s tags', () => {
    expect(reference.groups.map((group) => [group.name, group.anchor])).toEqual([
      ['Public API', 'public-api'],
      ['Partner API', 'partner-api'],
    ]);
    expect(reference.groups[1].operations.map((entry) => `${entry.method} ${entry.path}`)).toEqual([
      'GET /api/partner/forms',
      'POST /api/partner/forms',
      'PATCH /api/partner/forms/{id}',
      'GET /api/partner/leads',
      'GET /api/partner/leads.csv',
    ]);
    expect(reference.groups[0].description).toMatch(/No key needed/);
  });

  it('gives each operation a stable, unique anchor', () => {
    expect(operation('POST /api/forms/{id}/leads').anchor).toBe('post-api-forms-id-leads');
    const anchors = reference.groups.flatMap((group) => [
      group.anchor,
      ...group.operations.map((entry) => entry.anchor),
    ]);
    expect(new Set(anchors).size).toBe(anchors.length);
    expect(slugify('GET /api/partner/leads.csv')).toBe('get-api-partner-leads-csv');
  });

  it('resolves $ref parameters with their types and constraints', () => {
    expect(operation('GET /api/forms/{id}').parameters).toEqual([
      {
        name: 'id',
        location: 'path',
        required: true,
        type: 'string',
        constraints: ['matches ^[A-Za-z0-9_-]{1,64}$'],
        description: 'The form ID.',
        deprecated: false,
      },
    ]);
    const [, limit] = operation('GET /api/partner/leads').parameters;
    expect(limit).toMatchObject({
      name: 'limit',
      required: false,
      type: 'integer',
      constraints: ['from 1 to 200', 'default 50'],
    });
  });

  it('lists request body fields from components, with required flags, enums, bounds and patterns', () => {
    const body = operation('POST /api/forms/{id}/leads').requestBody;
    expect(body).toMatchObject({
      contentType: 'application/json',
      required: true,
      rejectsUnknownFields: true,
    });
    const fields = Object.fromEntries((body?.fields ?? []).map((field) => [field.name, field]));
    expect(fields.name).toMatchObject({
      type: 'string',
      required: true,
      constraints: ['1 to 120 characters'],
    });
    expect(fields.rateType).toMatchObject({ type: '"30y" | "15y"', required: true });
    expect(fields.targetRate).toMatchObject({
      type: 'number or string',
      constraints: ['number: from 0.5 to 20', 'string: matches ^\\d{1,2}(\\.\\d+)?$'],
      description: 'Percent, up to 3 decimals.',
    });
    expect(fields.phone).toMatchObject({ type: 'string or null', required: false, nullable: true });
    expect(fields.consent).toMatchObject({ type: 'true', required: true });
  });

  it('describes responses by status, flattening nested objects and arrays and marking the error shape', () => {
    const responses = operation('GET /api/rates/current').responses;
    expect(responses.map((response) => response.status)).toEqual(['200', '503']);
    expect(responses[0].fields.map((field) => `${field.name}: ${field.type}`)).toEqual([
      'rates: array of object',
      'rates[].type: "30y" | "15y"',
      'rates[].value: number',
      'rates[].date: string (date)',
      'source: string',
      'checkedAt: string (date-time)',
    ]);
    expect(responses[1]).toMatchObject({ status: '503', isErrorShape: true });
    const csv = operation('GET /api/partner/leads.csv').responses[0];
    expect(csv).toMatchObject({ contentType: 'text/csv', type: 'string', fields: [] });
  });

  it('merges allOf and stops at self-references', () => {
    const forms = operation('GET /api/partner/forms').responses[0].fields.map((field) => field.name);
    expect(forms).toEqual([
      'forms',
      'forms[].id',
      'forms[].type',
      'forms[].businessName',
      'forms[].showCurrentRates',
      'forms[].status',
      'forms[].tree',
    ]);
  });

  it('lists a named schema once, in page order, and links later uses to it', () => {
    const [forms] = operation('GET /api/partner/forms').responses[0].fields;
    expect(forms).toMatchObject({ name: 'forms', anchor: 'schema-partnerform' });
    const created = operation('POST /api/partner/forms').responses[0];
    expect(created.fields).toEqual([
      expect.objectContaining({
        name: 'form',
        sameAs: { name: 'PartnerForm', anchor: 'schema-partnerform' },
      }),
    ]);
    // A whole body that is a component gets the anchor itself.
    const publicForm = operation('GET /api/forms/{id}').responses[0];
    expect(publicForm.anchor).toBe('schema-publicform');
    expect(publicForm.sameAs).toBeUndefined();
    expect(operation('POST /api/forms/{id}/leads').requestBody).toMatchObject({
      anchor: 'request-schema-leadsubmission',
    });
  });

  it('reads the auth requirement: none for public routes, the Bearer scheme for partner routes', () => {
    expect(operation('GET /api/forms/{id}').auth).toEqual({
      required: false,
      bearer: false,
      alternatives: [],
    });
    expect(operation('GET /api/partner/leads').auth).toEqual({
      required: true,
      bearer: true,
      alternatives: ['Bearer API key'],
    });
    expect(reference.bearerSchemes).toEqual([
      { name: 'partnerApiKey', description: 'Your partner API key.', bearerFormat: 'mrn_…' },
    ]);
  });

  it('builds curl examples on the given origin from stated examples, else from the schema', () => {
    expect(operation('GET /api/rates/history').curl).toBe(
      `curl '${ORIGIN}/api/rates/history?type=30y&days=365'`,
    );
    expect(operation('POST /api/forms/{id}/leads').curl).toBe(
      [
        `curl -X POST '${ORIGIN}/api/forms/demo/leads' \\`,
        `  -H 'Content-Type: application/json' \\`,
        `  -d '{`,
        `  "name": "Pat Example",`,
        `  "email": "pat@example.com",`,
        `  "rateType": "30y",`,
        `  "targetRate": 6.25,`,
        `  "direction": "below",`,
        `  "consent": true`,
        `}'`,
      ].join('\n'),
    );
    // The media type's own example wins over a generated one.
    expect(operation('POST /api/partner/forms').curl).toContain(
      '"businessName": "Acme Mortgage",\n  "type": "popup"',
    );
    expect(operation('GET /api/partner/leads').curl).toBe(
      `curl '${ORIGIN}/api/partner/leads' \\\n  -H "Authorization: Bearer $MRN_API_KEY"`,
    );
    expect(operation('POST /api/forms/{id}/leads').successStatuses).toEqual([201]);
  });

  it('leaves out curl for session-only operations and for HTML pages reached from mail links', () => {
    const document = {
      openapi: '3.1.0',
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
      paths: {
        '/api/app/alerts': {
          get: { security: [{ session: [] }], responses: { 200: { description: 'ok' } } },
        },
        '/api/alerts/confirm': {
          get: { responses: { 200: { description: 'page', content: { 'text/html': {} } } } },
        },
        '/api/auth/sign-in': {
          post: { tags: ['App API'], responses: { 202: { description: 'sent' } } },
        },
        '/api/metrics': {
          get: {
            tags: ['Operations'],
            responses: { 200: { description: 'text', content: { 'text/plain': {} } } },
          },
        },
      },
    };
    const groups = buildApiReference(document, ORIGIN).groups;
    const other = groups.find((group) => group.name === 'Other endpoints');
    expect(other?.operations.map((entry) => [entry.noExample, entry.curl, entry.auth.alternatives])).toEqual([
      ['session', undefined, ['signed-in session cookie']],
      ['page', undefined, []],
    ]);
    const app = groups.find((group) => group.name === 'App API');
    expect(app?.operations.map((entry) => [entry.noExample, entry.curl])).toEqual([['session', undefined]]);
    const operations = groups.find((group) => group.name === 'Operations');
    expect(operations?.operations.map((entry) => [entry.noExample, entry.curl])).toEqual([
      ['operator', undefined],
    ]);
  });

  it('survives a document with missing or malformed parts', () => {
    expect(buildApiReference(undefined, ORIGIN)).toMatchObject({ title: 'API reference', groups: [] });
    const broken = buildApiReference(
      {
        paths: {
          '/x': {
            get: { parameters: [{ $ref: '#/nowhere' }, 'junk'], responses: { 200: { $ref: '#/a/b' } } },
          },
        },
      },
      ORIGIN,
    );
    expect(broken.groups[0].operations[0]).toMatchObject({
      parameters: [],
      responses: [],
      curl: `curl '${ORIGIN}/x'`,
    });
  });
});
