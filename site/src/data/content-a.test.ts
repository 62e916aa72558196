import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS } from './faq';
import { GLOSSARY_CATEGORIES, GLOSSARY_TERMS, glossaryAnchorId } from './glossary';
import { DEAL_BREAKERS, MUST_HAVES, NICE_TO_HAVES } from './home-search-presets';
import { INSPECTION_SECTIONS } from './inspection-checklist';
import { LENDER_COMPARISON_ROWS, LENDER_QUESTION_GROUPS } from './lender-questions';

const duplicatesOf = (values: readonly string[]): string[] =>
  values.filter((value, index) => values.indexOf(value) !== index);

const sentenceCount = (text: string): number =>
  text.split(/[.!?](?:\s|$)/).filter((part) => part.trim()).length;

describe('glossary', () => {
  it('has more than 110 terms spread over all 15 categories, several in each', () => {
    expect(GLOSSARY_TERMS.length).toBeGreaterThanOrEqual(110);
    expect(GLOSSARY_CATEGORIES).toHaveLength(15);
    for (const category of GLOSSARY_CATEGORIES) {
      const inCategory = GLOSSARY_TERMS.filter((term) => term.category === category);
      expect(inCategory.length, category).toBeGreaterThanOrEqual(5);
    }
  });

  it('has unique terms and unique anchor ids', () => {
    expect(duplicatesOf(GLOSSARY_TERMS.map((entry) => entry.term.toLowerCase()))).toEqual([]);
    expect(duplicatesOf(GLOSSARY_TERMS.map((entry) => glossaryAnchorId(entry.term)))).toEqual([]);
  });

  it('builds anchor ids from the lowercased term with punctuation removed', () => {
    expect(glossaryAnchorId('Annual Percentage Rate (APR)')).toBe('annual-percentage-rate-apr');
    expect(glossaryAnchorId('Cash-Out Refinance')).toBe('cashout-refinance');
    for (const entry of GLOSSARY_TERMS)
      expect(glossaryAnchorId(entry.term)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('keeps definitions to one to three sentences', () => {
    for (const entry of GLOSSARY_TERMS) {
      expect(sentenceCount(entry.definition), entry.term).toBeGreaterThanOrEqual(1);
      expect(sentenceCount(entry.definition), entry.term).toBeLessThanOrEqual(3);
    }
  });
});

describe('faq', () => {
  it('has the 16 questions with unique ids and non-empty answers', () => {
    expect(FAQ_ITEMS).toHaveLength(16);
    expect(duplicatesOf(FAQ_ITEMS.map((item) => item.id))).toEqual([]);
    for (const item of FAQ_ITEMS) {
      expect(item.question.endsWith('?'), item.id).toBe(true);
      expect(item.answer.length, item.id).toBeGreaterThan(0);
    }
  });

  it('carries the FRED attribution and the plan limits', () => {
    const allText = FAQ_ITEMS.flatMap((item) => item.answer).join(' ');
    expect(allText).toContain(
      'This product uses the FRED® API but is not endorsed or certified by the Federal Reserve Bank of St. Louis.',
    );
    expect(allText).toContain('up to 3 rate targets');
    expect(allText).toContain('20 rate targets');
  });
});

describe('templates', () => {
  it('has 5 lender question groups of exactly 10 and 7 comparison rows', () => {
    expect(LENDER_QUESTION_GROUPS.map((group) => group.title)).toEqual([
      'Interest Rates & Terms',
      'Fees & Costs',
      'Timeline & Process',
      'Qualification & Requirements',
      'Lender & Service Questions',
    ]);
    for (const group of LENDER_QUESTION_GROUPS) expect(group.questions, group.title).toHaveLength(10);
    expect(LENDER_COMPARISON_ROWS).toHaveLength(7);
  });

  it('has 6 inspection sections of 10 items with unique ids', () => {
    expect(INSPECTION_SECTIONS.map((section) => section.title)).toEqual([
      'Exterior',
      'Interior Structure',
      'Electrical System',
      'Plumbing',
      'HVAC System',
      'Kitchen & Appliances',
    ]);
    expect(duplicatesOf(INSPECTION_SECTIONS.map((section) => section.id))).toEqual([]);
    for (const section of INSPECTION_SECTIONS) expect(section.items, section.title).toHaveLength(10);
  });

  it('has 12 distinct presets in each home search list', () => {
    for (const presets of [MUST_HAVES, NICE_TO_HAVES, DEAL_BREAKERS]) {
      expect(presets).toHaveLength(12);
      expect(duplicatesOf(presets)).toEqual([]);
    }
  });
});
