import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import type { PageVisitorCheck, SignedInMarkerRefresh } from '@mrn/server';
import { appPageAccess, appPageRedirect } from './app-page-access.ts';
import { cachePolicyFor } from './cache-policy.ts';
import { type SecurityHeaderOptions, securityHeaders } from './security-headers.ts';
import { safeJoin, sendFile } from './static-files.ts';
import { trailingSlashRedirect } from './trailing-slash-redirect.ts';

export interface SiteDirectories {
  /** Astro's build output (pages, /_astro assets, sitemap, robots, /api/blog/posts.json). */
  pages: string;
  /** Widget bundles: embed.js, popup.js and their hashed chunks, served from the site root. */
  widgets: string[];
}

type NodeHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/** The API's session checks the page server uses for app pages. */
export interface PageSessions {
  visitorOf: PageVisitorCheck;
  markerRefresh: SignedInMarkerRefresh;
}

/** '/glossary' -> 'glossary.html', '/' -> 'index.html', '/favicon.svg' stays as is. */
export function pageFileFor(urlPath: string): string {
  if (urlPath === '/') return 'index.html';
  return path.posix.extname(urlPath) ? urlPath.slice(1) : `${urlPath.slice(1)}.html`;
}

function decodePath(rawUrl: string): string | null {
  try {
    return decodeURIComponent(new URL(rawUrl, 'http://localhost').pathname);
  } catch {
    return null;
  }
}

/**
 * One handler for the whole product: /api/blog/posts from the built blog collection, other /api/*
 * to the Hono app, everything else to static files (pages, assets, widgets), and the not-found
 * page with status 404.
 */
export function createSiteRequestHandler(
  directories: SiteDirectories,
  apiFetch: (request: Request) => Response | Promise<Response>,
  sessions: PageSessions,
  security: SecurityHeaderOptions = { https: false },
): NodeHandler {
  const api = getRequestListener(apiFetch);

  return async (request, response) => {
    const urlPath = decodePath(request.url ?? '/');
    for (const [name, value] of Object.entries(securityHeaders(urlPath ?? '/', security))) {
      response.setHeader(name, value);
    }
    if (urlPath === null) {
      response.statusCode = 400;
      response.end('Bad request');
      return;
    }
    const isRead = request.method === 'GET' || request.method === 'HEAD';

    if (urlPath === '/api/blog/posts' && isRead) {
      const postsFile = path.join(directories.pages, 'api/blog/posts.json');
      if (await sendFile(request, response, postsFile, { cachePolicy: 'short' })) return;
    }
    if (urlPath === '/api' || urlPath.startsWith('/api/')) {
      await api(request, response);
      return;
    }
    if (!isRead) {
      response.statusCode = 405;
      response.setHeader('allow', 'GET, HEAD');
      response.end();
      return;
    }
    // Canonical URLs have no trailing slash.
    const redirect = urlPath.endsWith('/') ? trailingSlashRedirect(request.url ?? '/') : null;
    if (redirect) {
      response.statusCode = 301;
      response.setHeader('location', redirect);
      response.end();
      return;
    }
    // App pages that depend on the session: answered by redirect, or served only to this browser.
    const access = appPageAccess(urlPath);
    if (access && access !== 'anyone') {
      const visitor = await sessions.visitorOf(request.headers.cookie);
      const marker = sessions.markerRefresh(request.headers.cookie, visitor);
      if (marker) response.setHeader('set-cookie', marker);
      const location = appPageRedirect(request.url ?? '/', visitor);
      if (location) {
        response.statusCode = 302;
        response.setHeader('location', location);
        response.setHeader('cache-control', 'no-store');
        response.end();
        return;
      }
    }
    // Source maps stay build artefacts: the public origin does not hand out the sources.
    const published = !urlPath.endsWith('.map');
    const relativeFile = pageFileFor(urlPath);
    const cachePolicy = access && access !== 'anyone' ? 'private' : cachePolicyFor(urlPath);
    const pageFile = published ? safeJoin(directories.pages, relativeFile) : null;
    if (pageFile && (await sendFile(request, response, pageFile, { cachePolicy }))) return;
    for (const root of published ? directories.widgets : []) {
      const filePath = safeJoin(root, relativeFile);
      if (!filePath) continue;
      // Partner pages load calculators.js and its chunks as module scripts, which need CORS.
      response.setHeader('access-control-allow-origin', '*');
      if (await sendFile(request, response, filePath, { cachePolicy })) return;
      response.removeHeader('access-control-allow-origin');
    }
    const notFound = path.join(directories.pages, '404.html');
    if (!(await sendFile(request, response, notFound, { status: 404, cachePolicy: 'revalidate' }))) {
      response.statusCode = 404;
      response.end('Not found');
    }
  };
}
