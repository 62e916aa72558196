import { expect, test } from '@playwright/test';
import { ROUTES } from './routes.ts';

// Width-independent HTTP checks; the config runs this file in one project only.

test('sitemap, robots, favicon and social image are served', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  for (const route of ROUTES) expect(xml).toContain(`${route.path === '/' ? '/' : route.path}</loc>`);
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  expect((await request.get('/favicon.svg')).headers()['content-type']).toContain('image/svg+xml');
  expect((await request.get('/og-image.png')).status()).toBe(200);
});

test('static pages are compressed and cached correctly', async ({ request }) => {
  const page = await request.get('/glossary', { headers: { 'accept-encoding': 'br' } });
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['cache-control']).toContain('must-revalidate');
  const html = await page.text();
  const asset = html.match(/\/_astro\/[^"']+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const assetResponse = await request.get(asset!);
  expect(assetResponse.headers()['cache-control']).toContain('immutable');
  const trailing = await request.get('/glossary/', { maxRedirects: 0 });
  expect(trailing.status()).toBe(301);
  expect(trailing.headers().location).toBe('/glossary');
});

test('the blog posts API answers from the blog collection in the contract shape', async ({ request }) => {
  const response = await request.get('/api/blog/posts');
  expect(response.status()).toBe(200);
  const posts = (await response.json()) as {
    title: string;
    excerpt: string;
    category: string;
    url: string;
  }[];
  expect(posts.length).toBeGreaterThanOrEqual(2);
  for (const post of posts) {
    expect(Object.keys(post).sort()).toEqual(['category', 'excerpt', 'title', 'url']);
    expect(post.url).toMatch(/^\/blog\//);
  }
});

test('structured data: FAQPage, DefinedTermSet and breadcrumbs', async ({ page }) => {
  const jsonLd = async () =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { '@type': string },
    );
  await page.goto('/faq');
  expect((await jsonLd()).map((data) => data['@type'])).toEqual(
    expect.arrayContaining(['FAQPage', 'BreadcrumbList']),
  );
  await page.goto('/glossary');
  expect((await jsonLd()).map((data) => data['@type'])).toContain('DefinedTermSet');
});

test('every page carries a hashed Content-Security-Policy and runs without violating it', async ({
  page,
}) => {
  // One test loads every route (about 40 pages): 18 s on a quiet machine, past 30 s on a busy one.
  test.slow();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  // App pages signed out (the console redirects to sign-in; app-loop runs it under the policy signed in).
  for (const path of [...ROUTES.map((route) => route.path), '/app/sign-in', '/app/sign-up']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
    expect(policy, path).toMatch(/script-src 'self'( '(unsafe-hashes|sha(256|384|512)-[^']+)')*;/);
    expect(policy, path).not.toContain('unsafe-inline');
    expect(policy, path).toContain("object-src 'none'");
  }
  // Islands hydrated under the policy: the payment calculator computes.
  await page.goto('/calculators/payment');
  const island = page.locator('[data-calculator="payment"]');
  await island.getByRole('button', { name: 'Calculate!' }).click();
  await expect(island.getByText(/Total Monthly Payment/).first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('security headers: nosniff, referrer policy, app pages not framed by other sites, no source maps', async ({
  request,
}) => {
  for (const path of ['/', '/glossary', '/app/sign-in', '/embed.js', '/api/rates/current']) {
    const headers = (await request.get(path)).headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
  const app = (await request.get('/app/sign-in')).headers();
  expect(app['content-security-policy']).toBe("frame-ancestors 'self'");
  expect((await request.get('/embed.js.map')).status()).toBe(404);
  const redirect = await request.get('/%2F127.0.0.1:4592%2Fwidget.html/', { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe('/%2F127.0.0.1:4592%2Fwidget.html');
});
