import { safeNextPath, signInPathFor } from '@mrn/sdk/schemas/next-path';
import type { PageVisitor } from '@mrn/server';
import { APP_PAGES, type AppPage } from '../src/app/app-pages.ts';

const ACCESS_BY_PATH = new Map<string, AppPage['access']>(
  Object.values(APP_PAGES).map((page: AppPage) => [page.path, page.access]),
);

/** The page's access rule; anything but `anyone` makes its answer depend on the session cookie. */
export function appPageAccess(urlPath: string): AppPage['access'] | undefined {
  return ACCESS_BY_PATH.get(urlPath);
}

/**
 * Where a request for an app page goes instead of the page, or null to serve it. Signed out, a
 * signed-in or partner page goes to sign-in with `next` (path and query as asked); an account
 * without a partner profile goes from the console's pages to its overview, which offers one;
 * signed in, sign-in and sign-up go on to their `next` (or /app). A page then never loads only
 * to find out by itself that it is the wrong one.
 */
export function appPageRedirect(requestUrl: string, visitor: PageVisitor): string | null {
  const url = new URL(requestUrl, 'http://localhost');
  const access = appPageAccess(url.pathname);
  if ((access === 'signed-in' || access === 'partner') && visitor === 'signed-out') {
    return signInPathFor(`${url.pathname}${url.search}`);
  }
  if (access === 'partner' && visitor === 'signed-in') return APP_PAGES.partner.path;
  if (access === 'signed-out' && visitor !== 'signed-out') return safeNextPath(url.searchParams.get('next'));
  return null;
}
