import { describe, expect, it } from 'vitest';
import { glossaryAnchorId } from '../../data/glossary.ts';
import { filterGlossary, highlightParts } from './glossary-filter.ts';

const entries = [
  { term: 'Escrow', definition: 'An account holding taxes and insurance.', category: 'Closing Costs' },
  { term: 'APR', definition: 'Annual percentage rate, including fees.', category: 'Interest Rates' },
  { term: 'Appraisal', definition: 'An estimate of value.', category: 'Loan Process' },
];

describe('filterGlossary', () => {
  it('searches term and definition, case-insensitively', () => {
    expect(
      filterGlossary(entries, { search: 'INSURANCE', category: 'All', sort: 'term' }).map((e) => e.term),
    ).toEqual(['Escrow']);
    expect(
      filterGlossary(entries, { search: 'ap', category: 'All', sort: 'term' }).map((e) => e.term),
    ).toEqual(['Appraisal', 'APR']);
  });

  it('filters by category and sorts by category then term', () => {
    expect(filterGlossary(entries, { search: '', category: 'Loan Process', sort: 'term' })).toHaveLength(1);
    expect(
      filterGlossary(entries, { search: '', category: 'All', sort: 'category' }).map((e) => e.term),
    ).toEqual(['Escrow', 'APR', 'Appraisal']);
  });
});

describe('highlightParts', () => {
  it('marks every case-insensitive occurrence', () => {
    expect(highlightParts('Rate and rates', 'rate')).toEqual([
      { text: 'Rate', match: true },
      { text: ' and ', match: false },
      { text: 'rate', match: true },
      { text: 's', match: false },
    ]);
  });

  it('treats regex characters literally', () => {
    expect(highlightParts('5/1 ARM (hybrid)', '(hybrid)').at(-1)).toEqual({ text: '(hybrid)', match: true });
  });
});

describe('glossaryAnchorId', () => {
  it('lowercases, drops punctuation and hyphenates spaces', () => {
    expect(glossaryAnchorId('Loan-to-Value Ratio (LTV)')).toBe('loantovalue-ratio-ltv');
  });
});
