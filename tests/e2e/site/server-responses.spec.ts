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
