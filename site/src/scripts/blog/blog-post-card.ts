/** One card of the 'Latest from the Blog' section; the shape of GET /api/blog/posts items. */
export interface BlogPostCard {
  title: string;
  excerpt: string;
  category: string;
  url: string;
}

function isBlogPostCard(value: unknown): value is BlogPostCard {
  if (typeof value !== 'object' || value === null) return false;
  const card = value as Record<string, unknown>;
  return ['title', 'excerpt', 'category', 'url'].every((key) => typeof card[key] === 'string');
}

/** Keeps the well-formed cards of an answer; null when the answer is not an array at all. */
export function parseBlogPostCards(body: unknown): BlogPostCard[] | null {
  if (!Array.isArray(body)) return null;
  return body.filter(isBlogPostCard);
}
