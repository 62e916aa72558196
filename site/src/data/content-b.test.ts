import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLANS } from '../config/plans';
import { CALCULATOR_CARDS, PAGE_META, TEMPLATE_CARDS, WHY_USE_CALCULATORS } from './calculators-index';
import { PRIVACY_LAST_UPDATED, PRIVACY_SECTIONS } from './legal/privacy';
import { TERMS_LAST_UPDATED, TERMS_SECTIONS } from './legal/terms';
import { HOME_SECTIONS_COPY, MORTGAGE_COMPARISON_EDUCATION } from './mortgage-comparison-education';

const CALCULATOR_IDS = [
  'payment',
  'affordability',
  'down-payment',
  'rent-vs-buy',
  '15-vs-30',
  'inflation-impact',
  'refinance',
  'amortization',
  'extra-payment',
];
const TEMPLATE_IDS = [
  'budget-worksheet',
  'home-search-criteria',
  'down-payment-tracker',
  'lender-questions',
  'inspection-checklist',
  'mortgage-comparison',
];
const SPEC_ROUTES = [
  '/',
  '/calculators',
  ...CALCULATOR_IDS.map((id) => `/calculators/${id}`),
  '/glossary',
  '/templates',
  ...TEMPLATE_IDS.map((id) => `/templates/${id}`),
  '/privacy',
  '/terms',
  '/contact',
  '/faq',
  '/installation-guide',
  '/blog',
];
const BLOG_SLUGS = ['arm-vs-fixed-rate', 'how-to-get-the-best-mortgage-rate', 'understanding-rate-alerts'];

interface MarkdownFile {
  frontmatter: Map<string, string>;
  body: string;
}

/** Splits a Markdown file into top-level frontmatter keys (raw values) and body. */
function readMarkdown(relativePath: string): MarkdownFile {
  const text = readFileSync(new URL(relativePath, import.meta.url), 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${relativePath} has no frontmatter block`);
  const frontmatter = new Map<string, string>();
  for (const line of match[1].split('\n')) {
    const field = /^([A-Za-z]+):\s*(.*)$/.exec(line);
    if (field) frontmatter.set(field[1], field[2]);
  }
  return { frontmatter, body: match[2] };
}

/** Removes the YAML single quotes around a scalar, undoing the '' escape. */
function unquote(value: string): string {
  return value.replace(/^'(.*)'$/, '$1').replaceAll("''", "'");
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /\w/.test(word)).length;
}

describe('legal pages', () => {
  it('privacy has 15 sections and terms 16, each with content', () => {
    expect(PRIVACY_SECTIONS).toHaveLength(15);
    expect(TERMS_SECTIONS).toHaveLength(16);
    for (const section of [...PRIVACY_SECTIONS, ...TERMS_SECTIONS]) {
      expect(section.title.trim()).not.toBe('');
      expect(section.paragraphs.length).toBeGreaterThan(0);
    }
  });

  it('is dated July 7, 2025', () => {
    expect(PRIVACY_LAST_UPDATED).toBe('July 7, 2025');
    expect(TERMS_LAST_UPDATED).toBe('July 7, 2025');
  });

  it('states the spec retention figures and the plan prices', () => {
    const privacyText = JSON.stringify(PRIVACY_SECTIONS);
    for (const figure of ['12 to 24 months', '2 years', '90 days', '10 business days', 'under 18', 'CCPA']) {
      expect(privacyText).toContain(figure);
    }
    const termsText = JSON.stringify(TERMS_SECTIONS);
    for (const fact of ['$7 per month', '$67 per year', '14-day', 'Virginia', 'licence ID', 'FRED']) {
      expect(termsText).toContain(fact);
    }
  });
});

describe('calculators and templates index', () => {
  it('has a card for each of the nine calculators and six templates', () => {
    expect(CALCULATOR_CARDS.map((card) => card.id)).toEqual(CALCULATOR_IDS);
    expect(TEMPLATE_CARDS.map((card) => card.id)).toEqual(TEMPLATE_IDS);
    expect(TEMPLATE_CARDS.map((card) => card.title)).toEqual([
      'Budget Worksheet for Homebuyers',
      'Home Search Criteria Worksheet',
      'Down Payment Savings Tracker',
      'Questions to Ask Your Lender',
      'Home Inspection Checklist',
      'Mortgage Shopping Comparison',
    ]);
    expect(WHY_USE_CALCULATORS.length).toBeGreaterThanOrEqual(4);
    expect(WHY_USE_CALCULATORS.length).toBeLessThanOrEqual(6);
  });

  it('has page metadata for every spec route, with descriptions of at most 160 characters', () => {
    expect(Object.keys(PAGE_META).sort()).toEqual([...SPEC_ROUTES].sort());
    for (const [route, meta] of Object.entries(PAGE_META)) {
      expect(meta.title, route).not.toBe('');
      expect(meta.subtitle, route).not.toBe('');
      expect(meta.description.length, route).toBeLessThanOrEqual(160);
      expect(meta.keywords.length, route).toBeGreaterThan(0);
    }
  });
});

describe('home and comparison copy', () => {
  it('covers the comparison topics and the home sections of the spec', () => {
    const educationText = JSON.stringify(MORTGAGE_COMPARISON_EDUCATION);
    expect(educationText).toContain('APR');
    expect(educationText).toContain('14 to 30 days');
    expect(HOME_SECTIONS_COPY.howItWorks.steps).toHaveLength(4);
    expect(HOME_SECTIONS_COPY.professionals.steps).toHaveLength(3);
    expect(HOME_SECTIONS_COPY.comparison.without.length).toBeGreaterThanOrEqual(4);
    expect(HOME_SECTIONS_COPY.comparison.with.length).toBeGreaterThanOrEqual(4);
    expect(PLANS.professional.buttonLabel).toBe('Free 14-Day Trial');
  });
});

describe('markdown content', () => {
  it.each(BLOG_SLUGS)('blog post %s has the frontmatter and length the site expects', (slug) => {
    const { frontmatter, body } = readMarkdown(`../content/blog/${slug}.md`);
    for (const key of ['title', 'description', 'excerpt', 'category', 'date', 'author', 'keywords']) {
      expect(frontmatter.has(key), key).toBe(true);
    }
    expect(unquote(frontmatter.get('description') ?? '').length).toBeLessThanOrEqual(160);
    expect(unquote(frontmatter.get('date') ?? '')).toMatch(/^2025-\d{2}-\d{2}$/);
    expect(body).not.toMatch(/^# /m);
    expect(wordCount(body)).toBeGreaterThanOrEqual(900);
    expect(wordCount(body)).toBeLessThanOrEqual(1400);
  });

  it.each(CALCULATOR_IDS)('calculator guide %s has a title, a summary and 350-600 words', (id) => {
    const { frontmatter, body } = readMarkdown(`../content/calculator-guides/${id}.md`);
    expect(frontmatter.has('title')).toBe(true);
    expect(frontmatter.has('summary')).toBe(true);
    expect(body.trimStart().startsWith('## ')).toBe(true);
    expect(wordCount(body)).toBeGreaterThanOrEqual(350);
    expect(wordCount(body)).toBeLessThanOrEqual(600);
  });
});
