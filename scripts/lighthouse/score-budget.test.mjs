import { describe, expect, it } from 'vitest';
import { findBudgetBreaches } from './score-budget.mjs';

/** @param {Record<string, number | null>} scores */
function pageWith(scores) {
  return /** @type {import('./audit-page.mjs').PageSummary} */ ({ path: '/', scores });
}

describe('findBudgetBreaches', () => {
  it('accepts performance 95 with the other categories at 100', () => {
    const page = pageWith({ performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 });
    expect(findBudgetBreaches(page)).toEqual([]);
  });

  it('reports performance below 95 and any other category below 100', () => {
    const page = pageWith({ performance: 94, accessibility: 100, 'best-practices': 99, seo: 100 });
    expect(findBudgetBreaches(page)).toEqual([
      { category: 'performance', score: 94, minimum: 95 },
      { category: 'best-practices', score: 99, minimum: 100 },
    ]);
  });

  it('treats a missing score (the page did not load) as a breach', () => {
    const page = pageWith({ performance: null, accessibility: 100, 'best-practices': 100, seo: 100 });
    expect(findBudgetBreaches(page)).toEqual([{ category: 'performance', score: null, minimum: 95 }]);
  });
});
