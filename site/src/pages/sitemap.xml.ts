import { getCollection } from 'astro:content';
import type { APIRoute } from 'astro';
import { SITE } from '../config/site.ts';
import { STATIC_ROUTES } from '../config/static-routes.ts';

export const GET: APIRoute = async () => {
  const posts = await getCollection('blog');
  const paths = [...STATIC_ROUTES, ...posts.map((post) => `/blog/${post.id}`)];
  const urls = paths.map((path) => `  <url><loc>${new URL(path, SITE.origin).href}</loc></url>`).join('\n');
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { 'content-type': 'application/xml' } });
};
