import type { APIRoute } from 'astro';
import { SITE } from '../config/site.ts';

export const GET: APIRoute = () =>
  new Response(
    `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap.xml', SITE.origin).href}\n`,
    {
      headers: { 'content-type': 'text/plain' },
    },
  );
