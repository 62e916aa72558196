import { type BlogPostCard, parseBlogPostCards } from './blog-post-card.ts';
import { FALLBACK_POSTS } from './fallback-posts.ts';

/** Cached for 5 minutes and retried once (spec §7, §9). */
export const BLOG_CACHE_MS = 5 * 60 * 1000;
const CACHE_KEY = 'mrn:blog-posts';

interface CachedPosts {
  savedAt: number;
  posts: BlogPostCard[];
}

function readCache(now: number): BlogPostCard[] | null {
  try {
    const cached = JSON.parse(sessionStorage.getItem(CACHE_KEY) ?? 'null') as CachedPosts | null;
    if (cached && now - cached.savedAt < BLOG_CACHE_MS) return cached.posts;
  } catch {
    // A corrupt or unavailable cache just means fetching again.
  }
  return null;
}

function writeCache(posts: BlogPostCard[], now: number): void {
  try {
    sessionStorage.setItem(CACHE_KEY, JSON.stringify({ savedAt: now, posts } satisfies CachedPosts));
  } catch {
    // Storage may be full or disabled; caching is an optimisation only.
  }
}

async function fetchOnce(url: string): Promise<BlogPostCard[]> {
  const response = await fetch(url, { credentials: 'include', headers: { accept: 'application/json' } });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new Error(`${response.status}: ${text || response.statusText}`);
  }
  const posts = parseBlogPostCards(await response.json());
  if (!posts) throw new Error('Failed to fetch blog posts');
  return posts;
}

/** The latest posts: from cache, else fetched with one retry, else the two fallback posts. */
export async function loadLatestPosts(url = '/api/blog/posts'): Promise<readonly BlogPostCard[]> {
  const now = Date.now();
  const cached = readCache(now);
  if (cached) return cached;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const posts = await fetchOnce(url);
      writeCache(posts, now);
      return posts;
    } catch (error) {
      if (attempt === 1) console.error('Failed to fetch blog posts', error);
    }
  }
  return FALLBACK_POSTS;
}

/** Replaces the placeholder cards in `list` with real ones. */
export function renderPostCards(list: HTMLElement, posts: readonly BlogPostCard[]): void {
  const items = posts.slice(0, 3).map((post) => {
    const item = document.createElement('li');
    item.className = 'card blog-card';
    const category = document.createElement('p');
    category.className = 'blog-category';
    category.textContent = post.category;
    const heading = document.createElement('h3');
    const link = document.createElement('a');
    link.href = post.url;
    link.textContent = post.title;
    heading.append(link);
    const excerpt = document.createElement('p');
    excerpt.textContent = post.excerpt;
    item.append(category, heading, excerpt);
    return item;
  });
  list.replaceChildren(...items);
  list.setAttribute('aria-busy', 'false');
}
