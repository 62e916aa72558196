import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../config.ts';
import { SESSION_LIFETIME_MS } from './sessions.ts';

/**
 * Over https the cookie is `__Host-` prefixed and Secure (bound to this host, no Domain, path /);
 * on plain http (a laptop) browsers would drop a Secure cookie, so it is a plain name without Secure.
 */
export interface SessionCookiePolicy {
  name: string;
  /** The signed-in marker beside the session (see SignedInMarker). */
  markerName: string;
  secure: boolean;
}

/**
 * What the static pages' header script may know without asking the server: that someone is signed
 * in here, and whether the account runs a partner console. Not a secret and proves nothing (the
 * session cookie stays HttpOnly); it only picks which header links to show.
 */
export type SignedInMarker = 'account' | 'partner';

export function sessionCookiePolicy(config: Pick<Config, 'PUBLIC_URL' | 'APP_URL'>): SessionCookiePolicy {
  const secure = new URL(config.APP_URL).protocol === 'https:';
  return {
    name: secure ? '__Host-mrn_session' : 'mrn_session',
    markerName: secure ? '__Host-mrn_signed_in' : 'mrn_signed_in',
    secure,
  };
}

export function readSessionCookie(c: Context, policy: SessionCookiePolicy): string | undefined {
  return getCookie(c, policy.name) || undefined;
}

export function writeSessionCookie(
  c: Context,
  policy: SessionCookiePolicy,
  token: string,
  marker: SignedInMarker,
): void {
  setCookie(c, policy.name, token, {
    path: '/',
    httpOnly: true,
    secure: policy.secure,
    sameSite: 'Lax',
    maxAge: Math.floor(SESSION_LIFETIME_MS / 1000),
  });
  writeSignedInMarker(c, policy, marker);
}

/** Set with the session, and again when the account becomes a partner; readable by page scripts. */
export function writeSignedInMarker(c: Context, policy: SessionCookiePolicy, marker: SignedInMarker): void {
  setCookie(c, policy.markerName, marker, {
    path: '/',
    secure: policy.secure,
    sameSite: 'Lax',
    maxAge: Math.floor(SESSION_LIFETIME_MS / 1000),
  });
}

export function clearSessionCookie(c: Context, policy: SessionCookiePolicy): void {
  deleteCookie(c, policy.name, { path: '/', secure: policy.secure, httpOnly: true, sameSite: 'Lax' });
  deleteCookie(c, policy.markerName, { path: '/', secure: policy.secure, sameSite: 'Lax' });
}
