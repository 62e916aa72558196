import { describe, expect, it } from 'vitest';
import { parseBlogPostCards } from './blog-post-card.ts';
import { FALLBACK_POSTS } from './fallback-posts.ts';

describe('parseBlogPostCards', () => {
  it('rejects answers that are not arrays', () => {
    expect(parseBlogPostCards({ posts: [] })).toBeNull();
    expect(parseBlogPostCards('nope')).toBeNull();
  });

  it('keeps only well-formed cards', () => {
    const good = { title: 'T', excerpt: 'E', category: 'C', url: '/blog/t' };
    expect(parseBlogPostCards([good, { title: 'missing fields' }, null])).toEqual([good]);
  });

  it('ships exactly the two fallback posts of the spec', () => {
    expect(FALLBACK_POSTS.map((post) => post.url)).toEqual([
      '/blog/how-to-get-the-best-mortgage-rate',
      '/blog/arm-vs-fixed-rate',
    ]);
  });
});
