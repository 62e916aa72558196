import type { Context, MiddlewareHandler } from 'hono';

const PREFLIGHT_MAX_AGE_SECONDS = '600';

/** Answers any origin: for public reads a widget makes from partner pages. */
export function openCors(methods = 'GET, OPTIONS'): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Methods': methods,
          'Access-Control-Allow-Headers': 'Content-Type, If-None-Match',
          'Access-Control-Max-Age': PREFLIGHT_MAX_AGE_SECONDS,
        },
      });
    }
    await next();
    c.res.headers.set('Access-Control-Allow-Origin', '*');
    c.res.headers.set('Access-Control-Expose-Headers', 'ETag, Retry-After, X-Request-Id');
  };
}

/**
 * Decides whether a browser page at `origin` may post to a form: any origin when the partner
 * listed none, else only the listed ones (plus the product's own site, which previews forms).
 */
export function isOriginAllowed(
  origin: string,
  allowedOrigins: readonly string[],
  ownOrigin: string,
): boolean {
  if (allowedOrigins.length === 0) return true;
  return origin === ownOrigin || allowedOrigins.includes(origin);
}

/** CORS headers for a lead submission answer or preflight; none when the origin is refused. */
export function setLeadCorsHeaders(c: Context, origin: string | undefined, restricted: boolean): void {
  c.header('Vary', 'Origin');
  if (!origin) return;
  c.header('Access-Control-Allow-Origin', restricted ? origin : '*');
  c.header('Access-Control-Expose-Headers', 'Retry-After, X-Request-Id');
}

export function leadPreflightHeaders(): Record<string, string> {
  return {
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type',
    'Access-Control-Max-Age': PREFLIGHT_MAX_AGE_SECONDS,
  };
}
