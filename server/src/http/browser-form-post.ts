import type { Context } from 'hono';

/**
 * A page's own form posted by a browser without script (form-encoded, asking for HTML): it wants a
 * page back, not JSON. Our scripts post JSON or ask for JSON, so they never match.
 */
export function isBrowserFormPost(c: Context): boolean {
  return (
    !c.req.header('content-type')?.includes('json') && Boolean(c.req.header('accept')?.includes('text/html'))
  );
}

/**
 * Where a browser form post goes back to: the page it came from when that is one of ours (its
 * Referer), else the home page; with `fragment`, which a notice on the page shows by `:target`.
 */
export function backToPage(c: Context, publicUrl: string, fragment: string): string {
  const home = new URL(publicUrl);
  const referer = c.req.header('referer');
  try {
    const from = referer ? new URL(referer) : undefined;
    if (from && from.origin === home.origin)
      return `${from.origin}${from.pathname}${from.search}#${fragment}`;
  } catch {
    // An unreadable Referer: the home page.
  }
  return `${home.origin}/#${fragment}`;
}
