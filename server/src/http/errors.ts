import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Machine-readable error codes used across the API (a client may switch on them). */
export type ApiErrorCode =
  | 'bad_request'
  | 'invalid_json'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'validation_failed'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'rate_limited'
  | 'service_unavailable'
  | 'internal_error'
  | (string & {});

/** Per-field messages for 422 answers: `{ email: 'Enter a valid email address.' }`. */
export type FieldMessages = Record<string, string>;

export interface ApiErrorBody {
  error: { code: ApiErrorCode; message: string; fields?: FieldMessages };
}

export function apiErrorBody(code: ApiErrorCode, message: string, fields?: FieldMessages): ApiErrorBody {
  return fields && Object.keys(fields).length > 0
    ? { error: { code, message, fields } }
    : { error: { code, message } };
}

/** The one way every route answers an error: `{ error: { code, message } }` with the given status. */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: ApiErrorCode,
  message: string,
  fields?: FieldMessages,
): Response {
  return c.json(apiErrorBody(code, message, fields), status);
}

/**
 * Thrown from deep inside a handler (body parsing, auth) and turned into the error shape by the
 * app's onError, so helpers do not need to thread a Response back up.
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: FieldMessages,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}
