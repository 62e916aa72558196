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

/** Every POST spends one unit of the caller's per-IP budget. */
export function limitPostsPerIp(
  limiter: FixedWindowRateLimiter,
  proxies: ProxySettings,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const decision = await limiter.consume(clientAddress(c, proxies));
    if (!decision.allowed) return tooManyRequests(c, decision.retryAfterSeconds);
    return next();
  };
}
