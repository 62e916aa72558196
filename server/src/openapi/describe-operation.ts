import { apiErrorBodySchema } from '@mrn/sdk/schemas';
import type { MiddlewareHandler } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { $ZodType } from 'zod/v4/core';

/** The audiences of the API, as /developers groups them. */
export type ApiAudience = 'Public API' | 'Partner API' | 'App API' | 'Operations';

/** The scheme name partner routes require in the document (`Authorization: Bearer <key>`). */
export const PARTNER_KEY_SCHEME = 'partnerKey';

/** The scheme name of routes the app's session cookie authenticates. */
export const SESSION_COOKIE_SCHEME = 'sessionCookie';

/** What a 401 and a 403 mean on routes signed-in people call. */
const APP_ERROR_MEANINGS: Record<number, string> = {
  401: 'Not signed in, or the session has ended.',
  403: 'The request did not come from our own pages (CSRF protection).',
};

const ERROR_MEANINGS: Record<number, string> = {
  400: 'The body is not valid JSON, or not a JSON object.',
  401: 'The API key is missing, unknown or revoked.',
  403: 'Refused for this caller (for example a page whose origin the form does not allow).',
  404: 'Nothing with this id exists for the caller.',
  409: 'Conflicts with the current state (for example a plan limit).',
  413: 'The body is larger than 64 KiB.',
  415: 'The body is not JSON (or, where accepted, form data).',
  422: 'Some fields are invalid or unknown: `error.fields` names each one.',
  429: 'Too many requests from this client or for this form; see Retry-After.',
  502: 'A service we depend on (the payment provider) did not answer; nothing was changed.',
  503: 'Not available yet; see Retry-After.',
};

/** A success answer: JSON described by a schema, or another media type described in words. */
export type SuccessAnswer =
  | { description: string; schema: $ZodType }
  | { description: string; mediaType: string; example?: string };

export interface OperationDescription {
  audience: ApiAudience;
  summary: string;
  description?: string;
  success: Partial<Record<200 | 201 | 202 | 204 | 304, SuccessAnswer>>;
  /** Error statuses the operation can answer, each in the `{ error }` shape. */
  errors?: (keyof typeof ERROR_MEANINGS)[];
  /** 'session': the route needs the signed-in session cookie (App API). */
  security?: 'session';
  /** Request media types beyond what the validator documents (e.g. multipart form posts). */
  alsoAccepts?: { mediaType: string; schema: $ZodType }[];
}

function successContent(answer: SuccessAnswer) {
  if ('schema' in answer) {
    return { 'application/json': { schema: resolver(answer.schema as never) } };
  }
  return { [answer.mediaType]: answer.example === undefined ? {} : { example: answer.example } };
}

/**
 * Documents one route in /api/openapi.json: summary, audience (tag), answers and auth. The
 * request's shape comes from the route's `validate(...)` middleware, so it is declared once.
 */
export function describeOperation(operation: OperationDescription): MiddlewareHandler {
  const responses: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(operation.success)) {
    if (answer) responses[status] = { description: answer.description, content: successContent(answer) };
  }
  const errors = [
    ...(operation.errors ?? []),
    ...(operation.audience === 'Partner API' ? [401 as const] : []),
  ];
  for (const status of new Set(errors)) {
    responses[status] = {
      description: (operation.audience === 'App API' && APP_ERROR_MEANINGS[status]) || ERROR_MEANINGS[status],
      content: { 'application/json': { schema: resolver(apiErrorBodySchema as never) } },
    };
  }
  return describeRoute({
    tags: [operation.audience],
    summary: operation.summary,
    ...(operation.description && { description: operation.description }),
    // Either credential: a server's Bearer key, or the partner console's session.
    ...(operation.audience === 'Partner API' && {
      security: [{ [PARTNER_KEY_SCHEME]: [] }, { [SESSION_COOKIE_SCHEME]: [] }],
    }),
    ...(operation.security === 'session' && { security: [{ [SESSION_COOKIE_SCHEME]: [] }] }),
    ...(operation.alsoAccepts && {
      requestBody: {
        required: true,
        content: Object.fromEntries(
          operation.alsoAccepts.map(({ mediaType, schema }) => [
            mediaType,
            { schema: resolver(schema as never, { options: { io: 'input' } }) },
          ]),
        ),
      },
    }),
    responses: responses as never,
  });
}

/**
 * Documents an App API route behind the session cookie (requireSession): every one of them is in the
 * App API group, needs the cookie, and answers 401 when nobody is signed in.
 */
export function describeSessionOperation(
  operation: Omit<OperationDescription, 'audience' | 'security'>,
): MiddlewareHandler {
  return describeOperation({
    ...operation,
    audience: 'App API',
    security: 'session',
    errors: [401, ...(operation.errors ?? [])],
  });
}
