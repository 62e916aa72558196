import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';

/** Blog posts (site/src/content/blog/*.md); the file name is the URL slug. */
const blog = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/blog' }),
  schema: z.object({
    title: z.string(),
    description: z.string(),
    excerpt: z.string(),
    category: z.string(),
    date: z.string(),
    author: z.string().optional(),
    keywords: z.array(z.string()).default([]),
  }),
});

/** The explanatory article under each calculator; the file name is the calculator id. */
const calculatorGuides = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/calculator-guides' }),
  schema: z.object({ title: z.string(), summary: z.string().optional() }),
});

export const collections = { blog, 'calculator-guides': calculatorGuides };
