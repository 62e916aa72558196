import type { BlogPostCard } from './blog-post-card.ts';

/** Shown when /api/blog/posts fails or answers something other than an array (spec §7). */
export const FALLBACK_POSTS: readonly BlogPostCard[] = [
  {
    title: 'How to Get the Best Mortgage Rate in 2025',
    excerpt:
      'Credit, down payment, loan type and timing all move the rate you are offered. Here is how to improve each before you apply.',
    category: 'Mortgage Tips',
    url: '/blog/how-to-get-the-best-mortgage-rate',
  },
  {
    title: 'ARM vs Fixed-Rate Mortgages: Which Is Right for You?',
    excerpt:
      'An adjustable rate starts lower but can change; a fixed rate never does. Compare how each behaves over the years you plan to stay.',
    category: 'Loan Types',
    url: '/blog/arm-vs-fixed-rate',
  },
];
