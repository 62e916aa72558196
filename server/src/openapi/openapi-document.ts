import type { Env, Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import type { OpenAPIV3_1 } from 'openapi-types';
import { PARTNER_KEY_SCHEME, SESSION_COOKIE_SCHEME } from './describe-operation.ts';
import { nameSharedSchemas } from './schema-names.ts';

export type OpenApiDocument = OpenAPIV3_1.Document;

const DESCRIPTION = [
  'The HTTP API of Mortgage Rate Notifier: current and historical 30-year and 15-year fixed rates (from FRED),',
  'rate alerts, partner lead forms, the partner API for forms and leads, and the app’s account API.',
  '',
  'Bodies are JSON (`Content-Type: application/json`). Objects are strict: a field the API does not know is a 422',
  'that names it. Every error answers `{ "error": { "code": "...", "message": "...", "fields": { "name": "..." } } }`',
  '(`fields` on 422 only). POST requests are limited per client address (60 a minute by default); a 429 carries Retry-After.',
].join('\n');

/** The OpenAPI 3.1 document of every route `app` registers, generated from their schemas. */
export async function generateOpenApiDocument<E extends Env>(
  app: Hono<E>,
  publicUrl: string,
): Promise<OpenApiDocument> {
  nameSharedSchemas();
  const document = await generateSpecs(app, {
    documentation: {
      info: { title: 'Mortgage Rate Notifier API', version: '1.0.0', description: DESCRIPTION },
      servers: [{ url: publicUrl }],
      tags: [
        { name: 'Public API', description: 'No key needed: what the site and the widgets call.' },
        {
          name: 'Partner API',
          description:
            'Your forms and leads. Send your partner API key as `Authorization: Bearer <key>`; another partner’s ' +
            'forms and leads answer 404 exactly like missing ones.',
        },
        {
          name: 'App API',
          description:
            'What the app at /app calls for a signed-in person: sign-in by mailed link or 6-digit code, alerts and ' +
            'account. A session cookie authenticates; requests that change anything must come from our own pages ' +
            '(Origin or Sec-Fetch-Site), or they answer 403.',
        },
        {
          name: 'Operations',
          description:
            'For whoever runs the service: Prometheus metrics, read with the operator’s METRICS_TOKEN. Off unless ' +
            'that token is set.',
        },
      ],
      components: {
        securitySchemes: {
          [PARTNER_KEY_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description: 'Your partner API key, shown once when it is created.',
          },
          [SESSION_COOKIE_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: 'mrn_session',
            description:
              'Set by the sign-in calls (HttpOnly, SameSite=Lax; `__Host-mrn_session` and Secure when served over https).',
          },
        },
      },
    },
    defaultValidationErrorResponse: false,
    // leads.csv and openapi.json are API routes, not static files.
    excludeStaticFile: false,
  });
  return document as OpenApiDocument;
}
