import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';

export const CATEGORY_IDS = /** @type {const} */ (['performance', 'accessibility', 'best-practices', 'seo']);

/** Audits that do not count towards a score, so they can never be "failing". */
const UNSCORED_MODES = new Set(['informative', 'notApplicable', 'manual']);

const METRIC_AUDIT_IDS = {
  firstContentfulPaintMs: 'first-contentful-paint',
  largestContentfulPaintMs: 'largest-contentful-paint',
  totalBlockingTimeMs: 'total-blocking-time',
  cumulativeLayoutShift: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
};

/**
 * @typedef {{ category: string, id: string, title: string, score: number | null, displayValue?: string }} WeakAudit
 * @typedef {{
 *   path: string,
 *   url: string,
 *   finalUrl: string,
 *   scores: Record<string, number | null>,
 *   javascript: { requests: number, transferBytes: number, decodedBytes: number },
 *   metrics: Record<string, number | null>,
 *   weakAudits: WeakAudit[],
 *   runtimeError: string | null,
 *   runWarnings: string[],
 *   settings: { formFactor: string, throttlingMethod: string },
 * }} PageSummary
 */

/**
 * Runs Lighthouse's default (mobile, simulated throttling) navigation on one page. With several
 * runs it keeps Lighthouse's own median run (closest to the median FCP and TTI), which damps the
 * noise a busy shared CPU puts into the simulated timings.
 * With a `cookie`, every request carries it (a signed-in audit); `label` names the page in the table.
 * @param {{ origin: string, path: string, chromePort: number, runs: number, cookie?: string, label?: string }} options
 * @returns {Promise<{ summary: PageSummary, lhr: import('lighthouse').Result }>}
 */
export async function auditPage({ origin, path, chromePort, runs, cookie, label = path }) {
  const url = new URL(path, origin).href;
  /** @type {import('lighthouse').Result[]} */
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORY_IDS],
      // Signed-in pages are private and noindex on purpose: "is crawlable" does not apply to them.
      ...(cookie ? { extraHeaders: { Cookie: cookie }, skipAudits: ['is-crawlable'] } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    // A run that could not load the page is the result to report; more runs would not help.
    if (result.lhr.runtimeError) return { summary: summarizeResult(label, result.lhr), lhr: result.lhr };
    results.push(result.lhr);
  }
  // The median needs FCP and TTI from every run; a run without them is shown as it is.
  const incomplete = results.find((lhr) => !filterToValidRuns([lhr]).length);
  const chosen = incomplete ?? (results.length > 1 ? computeMedianRun(results) : results[0]);
  return { summary: summarizeResult(label, chosen), lhr: chosen };
}

/**
 * Reduces a full Lighthouse result to what the budget check and the table need.
 * @param {string} path
 * @param {import('lighthouse').Result} lhr
 * @returns {PageSummary}
 */
export function summarizeResult(path, lhr) {
  /** @type {Record<string, number | null>} */
  const scores = {};
  /** @type {WeakAudit[]} */
  const weakAudits = [];
  for (const categoryId of CATEGORY_IDS) {
    const category = lhr.categories[categoryId];
    scores[categoryId] = category?.score == null ? null : Math.round(category.score * 100);
    // After a runtime error every audit errors with the same message; the error itself says it all.
    const references = lhr.runtimeError ? [] : (category?.auditRefs ?? []);
    for (const reference of references) {
      const audit = lhr.audits[reference.id];
      if (!audit || UNSCORED_MODES.has(audit.scoreDisplayMode)) continue;
      const errored = audit.scoreDisplayMode === 'error';
      if (errored || (audit.score !== null && audit.score < 1)) {
        weakAudits.push({
          category: categoryId,
          id: audit.id,
          title: audit.title,
          score: audit.score,
          displayValue: errored ? audit.errorMessage : audit.displayValue,
        });
      }
    }
  }

  /** @type {Record<string, number | null>} */
  const metrics = {};
  for (const [name, auditId] of Object.entries(METRIC_AUDIT_IDS)) {
    metrics[name] = lhr.audits[auditId]?.numericValue ?? null;
  }

  return {
    path,
    url: lhr.requestedUrl ?? '',
    finalUrl: lhr.finalDisplayedUrl,
    scores,
    javascript: sumScriptBytes(lhr),
    metrics,
    weakAudits,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    runWarnings: lhr.runWarnings.map(String),
    settings: {
      formFactor: lhr.configSettings.formFactor,
      throttlingMethod: lhr.configSettings.throttlingMethod,
    },
  };
}

/**
 * Script resources from the network-requests audit: bytes on the wire (compressed, with headers)
 * and bytes after decoding.
 * @param {import('lighthouse').Result} lhr
 */
function sumScriptBytes(lhr) {
  const details = /** @type {{ items?: Array<Record<string, unknown>> } | undefined} */ (
    lhr.audits['network-requests']?.details
  );
  const scripts = (details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return {
    requests: scripts.length,
    transferBytes: scripts.reduce((total, item) => total + Number(item.transferSize ?? 0), 0),
    decodedBytes: scripts.reduce((total, item) => total + Number(item.resourceSize ?? 0), 0),
  };
}
