import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../http/app-deps.ts';
import { apiError } from '../http/errors.ts';
import type { SessionEnv } from '../http/session-env.ts';
import { readSessionCookie, sessionCookiePolicy } from './session-cookie.ts';
import { findSession } from './sessions.ts';

export const SIGNED_OUT_MESSAGE = 'Please sign in to continue.';

/** Answers 401 unless the session cookie names a live session; otherwise sets c.get('account'). */
export function requireSession(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
): MiddlewareHandler<SessionEnv> {
  const policy = sessionCookiePolicy(deps.config);
  return async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const token = readSessionCookie(c, policy);
    const account = token
      ? await findSession(deps.db, token, deps.clock ? deps.clock() : new Date())
      : undefined;
    if (!account) return apiError(c, 401, 'unauthorized', SIGNED_OUT_MESSAGE);
    c.set('account', account);
    return next();
  };
}
