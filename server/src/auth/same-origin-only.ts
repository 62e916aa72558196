import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF protection for every state-changing request that a session cookie authenticates: the
 * browser must say the request comes from our own pages (Sec-Fetch-Site: same-origin, or an Origin
 * header naming the site or the app). A form or script on another site is refused before it runs.
 * SameSite=Lax cookies already stop most of this; this check covers what Lax lets through
 * (top-level POST navigations are not sent cookies, but sibling subdomains count as same-site).
 */
export function sameOriginOnly(config: Pick<Config, 'PUBLIC_URL' | 'APP_URL'>): MiddlewareHandler<AppEnv> {
  const trustedOrigins = new Set([new URL(config.PUBLIC_URL).origin, new URL(config.APP_URL).origin]);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const fetchSite = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    const trusted = fetchSite === 'same-origin' || (origin !== undefined && trustedOrigins.has(origin));
    if (!trusted) {
      return apiError(
        c,
        403,
        'csrf_rejected',
        'This request did not come from our own pages, so it was refused. Reload the page and try again.',
      );
    }
    return next();
  };
}
