import { FORM_ID_PATTERN } from '@mrn/sdk/schemas';
import type { Context, MiddlewareHandler } from 'hono';
import type { DatabaseExecutor } from '../db/client.ts';
import type { Clock, RateLimitPolicy } from './app-deps.ts';
import type { AppEnv } from './app-env.ts';
import { clientAddress, type ProxySettings } from './client-address.ts';
import { apiError } from './errors.ts';
import { FixedWindowRateLimiter } from './rate-limiter.ts';

export interface RateLimiters {
  perIp: FixedWindowRateLimiter;
  perForm: FixedWindowRateLimiter;
}

/** Both limiters count in PostgreSQL, so the limits hold across every web node of one database. */
export function createRateLimiters(
  db: DatabaseExecutor,
  policy: RateLimitPolicy,
  clock: Clock,
): RateLimiters {
  return {
    perIp: new FixedWindowRateLimiter(db, 'ip', policy.perIp, clock),
    perForm: new FixedWindowRateLimiter(db, 'form', policy.perForm, clock),
  };
}

export function tooManyRequests(c: Context, retryAfterSeconds: number): Response {
  c.header('Retry-After', String(retryAfterSeconds));
  // Readable from any page (a widget must be able to tell the visitor to wait); it reveals nothing.
  c.header('Access-Control-Allow-Origin', '*');
  c.header('Access-Control-Expose-Headers', 'Retry-After, X-Request-Id');
  return apiError(c, 429, 'rate_limited', 'Too many requests. Please wait a moment and try again.');
}

/** A lead POST: it spends the client's budget and its form's, both counted in one statement. */
const LEAD_PATH = /^\/api\/forms\/([^/]+)\/leads$/;

/**
 * Every POST spends one unit of the caller's per-IP budget, except on `exemptPaths` (signed
 * machine-to-machine routes whose sender posts from a few shared addresses in bursts). A lead also
 * spends its form's, taken here in the same round trip and handed to the lead route as `formBudget`
 * (which asks `perForm` itself only when there is none). A well-formed id of a form that does not
 * exist counts against that id's own budget, nobody else's.
 */
export function limitPostsPerIp(
  limiters: RateLimiters,
  proxies: ProxySettings,
  exemptPaths: readonly string[] = [],
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST' || exemptPaths.includes(c.req.path)) return next();
    const address = clientAddress(c, proxies);
    const formId = LEAD_PATH.exec(c.req.path)?.[1];
    if (!formId || !FORM_ID_PATTERN.test(formId)) {
      const decision = await limiters.perIp.consume(address);
      if (!decision.allowed) return tooManyRequests(c, decision.retryAfterSeconds);
      return next();
    }
    const { decision, otherDecision } = await limiters.perIp.consumeTogether(
      address,
      limiters.perForm,
      formId,
    );
    if (!decision.allowed) return tooManyRequests(c, decision.retryAfterSeconds);
    if (otherDecision) c.set('formBudget', { formId, decision: otherDecision });
    return next();
  };
}
