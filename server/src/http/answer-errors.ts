import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isConnectionLost } from '../db/connection-lost.ts';
import type { AppEnv } from './app-env.ts';
import { ApiFailure, apiError } from './errors.ts';

/**
 * The app's onError: every thrown error answers in the `{ error: { code, message } }` shape. A lost
 * database connection is a 503 the client may retry; anything unexpected is logged and a 500.
 */
export function answerErrors(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof ApiFailure) return apiError(c, error.status, error.code, error.message, error.fields);
  if (error instanceof HTTPException && error.status < 500) {
    return apiError(c, error.status as ContentfulStatusCode, 'bad_request', error.message || 'Bad request.');
  }
  if (isConnectionLost(error)) {
    // The pool reconnects by itself; the client may simply try again.
    c.get('logger')?.warn({ err: error }, 'database connection lost');
    c.header('Retry-After', '1');
    return apiError(c, 503, 'database_unavailable', 'The service is briefly unavailable. Please try again.');
  }
  c.get('logger')?.error({ err: error }, 'unhandled error');
  return apiError(c, 500, 'internal_error', 'Something went wrong on our side. Please try again.');
}
