import { CATEGORY_IDS } from './audit-page.mjs';

const CATEGORY_HEADINGS = {
  performance: 'Perf',
  accessibility: 'A11y',
  'best-practices': 'BP',
  seo: 'SEO',
};

/**
 * One row per page: the four category scores and the JavaScript it downloaded.
 * @param {import('./audit-page.mjs').PageSummary[]} pages
 * @returns {string}
 */
export function formatSummaryTable(pages) {
  const header = [
    'Page',
    ...CATEGORY_IDS.map((id) => CATEGORY_HEADINGS[id]),
    'JS files',
    'JS transfer',
    'JS decoded',
  ];
  const rows = pages.map((page) => [
    page.path,
    ...CATEGORY_IDS.map((id) => (page.scores[id] === null ? 'n/a' : String(page.scores[id]))),
    String(page.javascript.requests),
    formatKilobytes(page.javascript.transferBytes),
    formatKilobytes(page.javascript.decodedBytes),
  ]);
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column].length)),
  );
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/**
 * Audits that cost points, grouped by page, for the categories that missed their minimum.
 * @param {Array<{ page: import('./audit-page.mjs').PageSummary, breaches: Array<{ category: string, score: number | null, minimum: number }> }>} failures
 * @returns {string}
 */
export function formatFailures(failures) {
  const lines = [];
  for (const { page, breaches } of failures) {
    lines.push(`${page.path}:`);
    if (page.runtimeError) lines.push(`  runtime error: ${page.runtimeError}`);
    for (const breach of breaches) {
      lines.push(`  ${breach.category} ${breach.score ?? 'n/a'} < ${breach.minimum}`);
      const audits = page.weakAudits.filter((audit) => audit.category === breach.category);
      for (const audit of audits) {
        const score = audit.score === null ? 'error' : audit.score.toFixed(2);
        const value = audit.displayValue ? ` (${audit.displayValue})` : '';
        lines.push(`    - ${audit.id} [${score}] ${audit.title}${value}`);
      }
    }
  }
  return lines.join('\n');
}

/** @param {number} bytes */
function formatKilobytes(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
