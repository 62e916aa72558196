import { parse, serialize } from 'hono/utils/cookie';
import type { AppDeps } from '../http/app-deps.ts';
import type { PartnerSide } from './partner-side.ts';
import { type SessionCookiePolicy, sessionCookiePolicy } from './session-cookie.ts';
import { findSession, SESSION_LIFETIME_MS } from './sessions.ts';

/** Who asks for an app page: nobody signed in, a signed-in account, or an account with a partner profile. */
export type PageVisitor = 'signed-out' | 'signed-in' | 'partner';

/** The visitor a request's Cookie header names. */
export type PageVisitorCheck = (cookieHeader: string | undefined) => Promise<PageVisitor>;

function sessionTokenIn(cookieHeader: string, policy: SessionCookiePolicy): string | undefined {
  return parse(cookieHeader, policy.name)[policy.name] || undefined;
}

/**
 * The session check of the product's page server: app pages are answered by redirect when the
 * visitor is on the wrong side of sign-in or of the partner console. The same lookups as the
 * API's session and partner checks, so a page and its API calls never disagree.
 */
export function pageVisitorCheck(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  partnerSide: Pick<PartnerSide, 'isPartner'>,
): PageVisitorCheck {
  const policy = sessionCookiePolicy(deps.config);
  return async (cookieHeader) => {
    const token = cookieHeader ? sessionTokenIn(cookieHeader, policy) : undefined;
    const account = token
      ? await findSession(deps.db, token, deps.clock ? deps.clock() : new Date())
      : undefined;
    if (!account) return 'signed-out';
    return (await partnerSide.isPartner(deps.db, account.userId)) ? 'partner' : 'signed-in';
  };
}

/** The Set-Cookie header an app page answer carries when the request's marker is not the visitor's. */
export type SignedInMarkerRefresh = (cookieHeader: string | undefined, visitor: PageVisitor) => string | null;

/**
 * Keeps the signed-in marker (session-cookie.ts) true to the session: an app page request from a
 * browser whose session ended elsewhere (sign out everywhere, expiry) clears it, and one from an
 * account that became a partner on another device updates it. Null when it is already right.
 */
export function signedInMarkerRefresh(config: AppDeps['config']): SignedInMarkerRefresh {
  const policy = sessionCookiePolicy(config);
  return (cookieHeader, visitor) => {
    const current = cookieHeader ? parse(cookieHeader, policy.markerName)[policy.markerName] : undefined;
    const wanted = visitor === 'signed-out' ? undefined : visitor === 'partner' ? 'partner' : 'account';
    if (current === wanted) return null;
    return serialize(policy.markerName, wanted ?? '', {
      path: '/',
      secure: policy.secure,
      sameSite: 'Lax',
      maxAge: wanted ? Math.floor(SESSION_LIFETIME_MS / 1000) : 0,
    });
  };
}
