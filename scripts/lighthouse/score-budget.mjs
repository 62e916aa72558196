/** Minimum category scores (0-100, as Lighthouse displays them) every audited page must reach. */
export const MINIMUM_SCORES = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

/**
 * Categories of one page below their minimum (a missing score, e.g. after a runtime error, fails).
 * @param {import('./audit-page.mjs').PageSummary} page
 * @returns {Array<{ category: string, score: number | null, minimum: number }>}
 */
export function findBudgetBreaches(page) {
  return Object.entries(MINIMUM_SCORES)
    .filter(([category, minimum]) => {
      const score = page.scores[category];
      return score === null || score === undefined || score < minimum;
    })
    .map(([category, minimum]) => ({ category, score: page.scores[category] ?? null, minimum }));
}
