import { getCollection } from 'astro:content';
import type { APIRoute } from 'astro';

/** GET /api/blog/posts (served at that path by server/main.ts): newest first, contract shape. */
export const GET: APIRoute = async () => {
  const posts = (await getCollection('blog')).sort((a, b) => b.data.date.localeCompare(a.data.date));
  const cards = posts.map((post) => ({
    title: post.data.title,
    excerpt: post.data.excerpt,
    category: post.data.category,
    url: `/blog/${post.id}`,
  }));
  return new Response(JSON.stringify(cards), { headers: { 'content-type': 'application/json' } });
};
