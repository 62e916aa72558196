import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

/**
 * The pages the API itself serves (confirm and unsubscribe links from mail) are small and
 * self-contained: their own <style>, a form posting back here, a partner's https logo at most. So
 * their policy allows nothing else, and no site may frame them (a framed button is a clickjack).
 */
export const API_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; form-action 'self'; " +
  "frame-ancestors 'none'; base-uri 'none'";

/**
 * nosniff and the referrer policy on every API answer; the strict policy above on its HTML pages.
 * Set on the answer's own headers: `c.header` after the handler has answered copies the answer
 * into a new one, which made @hono/node-server build a full fetch Response for every request.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (headers.get('content-type')?.startsWith('text/html')) {
      headers.set('Content-Security-Policy', API_PAGE_POLICY);
    }
  };
}
