/** Where the app goes after sign-in when no usable `next` was given. */
export const APP_HOME_PATH = '/app';

/**
 * The `next` query parameter, if it names a page of this app on this site (a path under /app);
 * anything else (another origin, `//evil`, `/appx`, `javascript:`) falls back to /app, so a
 * sign-in link cannot be turned into an open redirect.
 */
export function safeNextPath(raw: string | null | undefined, origin: string): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return APP_HOME_PATH;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return APP_HOME_PATH;
  }
  if (url.origin !== new URL(origin).origin) return APP_HOME_PATH;
  if (url.pathname !== APP_HOME_PATH && !url.pathname.startsWith(`${APP_HOME_PATH}/`)) return APP_HOME_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page that comes back to `next` afterwards (slashes kept readable in the query). */
export function signInPathFor(next: string): string {
  return `/app/sign-in?next=${encodeURIComponent(next).replaceAll('%2F', '/')}`;
}
