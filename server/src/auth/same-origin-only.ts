import type { Context, MiddlewareHandler } from 'hono';
import type { Config } from '../config.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request may act on a session cookie's authority: safe methods always; a change only
 * when the browser says it comes from our own pages (Sec-Fetch-Site: same-origin, or an Origin
 * header naming the site or the app). A form or script on another site is refused before it runs.
 * SameSite=Lax cookies already stop most of this; the check covers what Lax lets through (sibling
 * subdomains count as same-site).
 */
export function crossSiteGuard(config: Pick<Config, 'PUBLIC_URL' | 'APP_URL'>): (c: Context) => boolean {
  const trustedOrigins = new Set([new URL(config.PUBLIC_URL).origin, new URL(config.APP_URL).origin]);
  return (c) => {
    if (SAFE_METHODS.has(c.req.method)) return true;
    const origin = c.req.header('origin');
    return (
      c.req.header('sec-fetch-site') === 'same-origin' || (origin !== undefined && trustedOrigins.has(origin))
    );
  };
}

/** The 403 every refused cross-site change gets. */
export function csrfRejected(c: Context): Response {
  return apiError(
    c,
    403,
    'csrf_rejected',
    'This request did not come from our own pages, so it was refused. Reload the page and try again.',
  );
}

/** CSRF protection for every state-changing request that a session cookie authenticates. */
export function sameOriginOnly(config: Pick<Config, 'PUBLIC_URL' | 'APP_URL'>): MiddlewareHandler<AppEnv> {
  const allowed = crossSiteGuard(config);
  return async (c, next) => (allowed(c) ? next() : csrfRejected(c));
}
