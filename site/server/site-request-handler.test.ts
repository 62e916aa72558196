import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteRequestHandler, pageFileFor } from './site-request-handler.ts';

describe('pageFileFor', () => {
  it('maps clean URLs to the built HTML files', () => {
    expect(pageFileFor('/')).toBe('index.html');
    expect(pageFileFor('/calculators/15-vs-30')).toBe('calculators/15-vs-30.html');
    expect(pageFileFor('/favicon.svg')).toBe('favicon.svg');
  });
});

describe('createSiteRequestHandler (over real HTTP)', () => {
  const signedIn = { cookie: 'mrn_session=live' };
  let server: Server;
  let origin = '';

  beforeAll(async () => {
    const pages = mkdtempSync(path.join(os.tmpdir(), 'mrn-site-pages-'));
    const widgets = mkdtempSync(path.join(os.tmpdir(), 'mrn-site-widgets-'));
    const longHtml = `<!doctype html><title>Glossary</title>${'<p>Escrow holds taxes and insurance.</p>'.repeat(50)}`;
    writeFileSync(path.join(pages, 'glossary.html'), longHtml);
    writeFileSync(path.join(pages, '404.html'), '<!doctype html><h1>Page Not Found</h1>');
    mkdirSync(path.join(pages, 'app'));
    writeFileSync(path.join(pages, 'app/account.html'), '<!doctype html><h1>Your account</h1>');
    writeFileSync(path.join(pages, 'app.html'), '<!doctype html><h1>Your dashboard</h1>');
    writeFileSync(path.join(pages, 'app/sign-in.html'), '<!doctype html><h1>Sign in</h1>');
    writeFileSync(path.join(pages, 'app/sign-up.html'), '<!doctype html><h1>Create your free account</h1>');
    writeFileSync(path.join(pages, 'app/verify.html'), '<!doctype html><h1>Sign in to MRN</h1>');
    mkdirSync(path.join(pages, 'app/partner/forms'), { recursive: true });
    writeFileSync(path.join(pages, 'app/partner/forms/edit.html'), '<!doctype html><h1>Form builder</h1>');
    mkdirSync(path.join(pages, 'api/blog'), { recursive: true });
    writeFileSync(path.join(pages, 'api/blog/posts.json'), '[]');
    writeFileSync(path.join(widgets, 'embed.js'), 'console.log("embed");');
    writeFileSync(path.join(widgets, 'embed.js.map'), '{"version":3,"sources":["src/embed.ts"]}');
    mkdirSync(path.join(widgets, 'chunks'));
    writeFileSync(path.join(widgets, 'chunks/lead-form-3f9a1c2b.js'), 'export {};');
    const apiFetch = (request: Request) =>
      Response.json(
        { api: new URL(request.url).pathname },
        { status: request.method === 'POST' ? 201 : 200 },
      );
    // The page server asks the API's session check; here a cookie value stands for the visitor.
    const visitorOf = async (cookieHeader: string | undefined) =>
      cookieHeader?.includes('mrn_session=partner')
        ? ('partner' as const)
        : cookieHeader?.includes('mrn_session=live')
          ? ('signed-in' as const)
          : ('signed-out' as const);
    const markerRefresh = (cookieHeader: string | undefined, visitor: string) =>
      visitor === 'signed-out' && cookieHeader?.includes('mrn_signed_in=')
        ? 'mrn_signed_in=; Max-Age=0'
        : null;
    const handler = createSiteRequestHandler({ pages, widgets: [widgets] }, apiFetch, {
      visitorOf,
      markerRefresh,
    });
    server = createServer((request, response) => void handler(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves pages compressed with brotli and revalidated by ETag', async () => {
    const first = await fetch(`${origin}/glossary`, { headers: { 'accept-encoding': 'br' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('cache-control')).toContain('must-revalidate');
    expect(await first.text()).toContain('Escrow');
    const again = await fetch(`${origin}/glossary`, {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('answers unknown paths with the not-found page and status 404', async () => {
    const response = await fetch(`${origin}/nowhere`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });

  it('redirects trailing slashes to the canonical URL, keeping the query', async () => {
    const response = await fetch(`${origin}/glossary/?q=1`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/glossary?q=1');
  });

  it('redirects trailing slashes only to paths on this origin', async () => {
    for (const [requested, location] of [
      ['/%2F127.0.0.1:4592%2Fwidget.html/', '/%2F127.0.0.1:4592%2Fwidget.html'],
      ['/%2f%2fevil.example/', '/%2f%2fevil.example'],
      ['//evil.example/glossary/', '/glossary'],
      ['/%5Cevil.example/', '/%5Cevil.example'],
    ]) {
      const response = await fetch(`${origin}${requested}`, { redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(location);
      expect(new URL(location, origin).origin).toBe(origin);
    }
  });

  it('sends /api/* to the API and /api/blog/posts to the built file', async () => {
    const api = await fetch(`${origin}/api/contact`, { method: 'POST', body: 'x' });
    expect(api.status).toBe(201);
    expect(await api.json()).toEqual({ api: '/api/contact' });
    const posts = await fetch(`${origin}/api/blog/posts`);
    expect(posts.headers.get('content-type')).toContain('application/json');
    expect(await posts.json()).toEqual([]);
  });

  it('serves widget entry files on a short cache and hashed chunks as immutable', async () => {
    const entry = await fetch(`${origin}/embed.js`);
    expect(entry.headers.get('cache-control')).toBe('public, max-age=300');
    const chunk = await fetch(`${origin}/chunks/lead-form-3f9a1c2b.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toContain('immutable');
  });

  it('lets partner pages load widget files cross-origin, but not pages', async () => {
    const chunk = await fetch(`${origin}/chunks/lead-form-3f9a1c2b.js`);
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
    const page = await fetch(`${origin}/glossary`);
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
    const missing = await fetch(`${origin}/no-such-page`);
    expect(missing.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends nosniff and the referrer policy everywhere, and forbids framing app pages by other sites', async () => {
    for (const url of ['/glossary', '/app/account', '/embed.js', '/api/contact', '/nowhere']) {
      const response = await fetch(`${origin}${url}`, { headers: signedIn });
      expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security'), url).toBeNull();
    }
    const app = await fetch(`${origin}/app/account`, { headers: signedIn });
    expect(app.status).toBe(200);
    expect(app.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    expect(app.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect((await fetch(`${origin}/glossary`)).headers.get('content-security-policy')).toBeNull();
  });

  it('sends a signed-out visitor of a signed-in app page to sign-in, with the page as next', async () => {
    for (const [requested, next] of [
      ['/app', '/app'],
      ['/app/account', '/app/account'],
      ['/app/partner/forms/edit?id=f1', '/app/partner/forms/edit%3Fid%3Df1'],
    ]) {
      const response = await fetch(`${origin}${requested}`, { redirect: 'manual' });
      expect(response.status, requested).toBe(302);
      expect(response.headers.get('location'), requested).toBe(`/app/sign-in?next=${next}`);
      expect(response.headers.get('cache-control'), requested).toBe('no-store');
      const head = await fetch(`${origin}${requested}`, { method: 'HEAD', redirect: 'manual' });
      expect(head.status, requested).toBe(302);
    }
  });

  it('sends an account without a partner profile from a console page to the console overview', async () => {
    const response = await fetch(`${origin}/app/partner/forms/edit?id=f1`, {
      headers: signedIn,
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/app/partner');
    const partner = await fetch(`${origin}/app/partner/forms/edit?id=f1`, {
      headers: { cookie: 'mrn_session=partner' },
    });
    expect(partner.status).toBe(200);
    expect(await partner.text()).toContain('Form builder');
  });

  it('corrects a stale signed-in marker on an app page answer', async () => {
    const response = await fetch(`${origin}/app`, {
      headers: { cookie: 'mrn_signed_in=account' },
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('set-cookie')).toBe('mrn_signed_in=; Max-Age=0');
    const fresh = await fetch(`${origin}/app`, { headers: signedIn });
    expect(fresh.headers.get('set-cookie')).toBeNull();
  });

  it('serves a signed-in app page privately, varying by cookie', async () => {
    const response = await fetch(`${origin}/app`, { headers: signedIn });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Your dashboard');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toContain('Cookie');
  });

  it('sends a signed-in visitor of sign-in or sign-up on to next when it is ours, else to /app', async () => {
    for (const [requested, location] of [
      ['/app/sign-in', '/app'],
      ['/app/sign-up', '/app'],
      ['/app/sign-in?next=/app/partner', '/app/partner'],
      ['/app/sign-in?next=%2Fapp%2Faccount', '/app/account'],
      ['/app/sign-in?next=//evil.example/app', '/app'],
      ['/app/sign-in?next=https://evil.example', '/app'],
      ['/app/sign-up?next=/%5Cevil.example', '/app'],
    ]) {
      const response = await fetch(`${origin}${requested}`, { headers: signedIn, redirect: 'manual' });
      expect(response.status, requested).toBe(302);
      expect(response.headers.get('location'), requested).toBe(location);
    }
  });

  it('serves sign-in signed out, and the mail-link pages to everyone', async () => {
    const signInPage = await fetch(`${origin}/app/sign-in?next=/app/partner`, { redirect: 'manual' });
    expect(signInPage.status).toBe(200);
    expect(signInPage.headers.get('cache-control')).toBe('private, no-cache');
    for (const headers of [{}, signedIn]) {
      const verify = await fetch(`${origin}/app/verify?token=abc`, { headers, redirect: 'manual' });
      expect(verify.status).toBe(200);
    }
  });

  it('does not publish source maps', async () => {
    expect((await fetch(`${origin}/embed.js`)).status).toBe(200);
    const map = await fetch(`${origin}/embed.js.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('sources');
  });

  it('refuses paths that climb out of the served folders', async () => {
    const response = await fetch(`${origin}/%2e%2e/%2e%2e/etc/passwd`);
    expect(response.status).toBe(404);
  });
});
