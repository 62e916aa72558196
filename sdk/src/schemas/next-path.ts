/** Where the app goes after sign-in when no usable `next` was given. */
export const APP_HOME_PATH = '/app';

/** Longest `next` kept (a sign-in link must stay a sane length). */
export const NEXT_PATH_MAX_LENGTH = 2048;

// Only used to resolve a path; never shown or requested.
const PLACEHOLDER_ORIGIN = 'https://mrn.invalid';

/**
 * The `next` of a sign-in (query parameter, sign-in request, mail link), if it is a page of this
 * site: a path starting with one `/`, no `//` or backslash that a browser would read as another
 * host, resolving to this origin, not an API call. Anything else (another origin, `//evil`,
 * `/\evil`, `javascript:`) falls back to /app, so no way into the app is an open redirect.
 */
export function safeNextPath(raw: string | null | undefined): string {
  if (!raw?.startsWith('/') || raw.length > NEXT_PATH_MAX_LENGTH) return APP_HOME_PATH;
  if (raw.startsWith('//') || raw.includes('\\')) return APP_HOME_PATH;
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return APP_HOME_PATH;
  }
  // Tabs and newlines are dropped by the URL parser, so `/\t/evil` would turn into `//evil`.
  if (url.origin !== PLACEHOLDER_ORIGIN || url.pathname.startsWith('//')) return APP_HOME_PATH;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return APP_HOME_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page that comes back to `next` afterwards (slashes kept readable in the query). */
export function signInPathFor(next: string): string {
  return `/app/sign-in?next=${encodeURIComponent(next).replaceAll('%2F', '/')}`;
}
