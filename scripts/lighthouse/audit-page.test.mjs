import { describe, expect, it } from 'vitest';
import { summarizeResult } from './audit-page.mjs';

/**
 * A trimmed Lighthouse result with just the fields summarizeResult reads.
 * @param {{ audits?: object, categories?: object, runtimeError?: { code: string, message: string } }} parts
 */
function resultWith({ audits = {}, categories = {}, runtimeError } = {}) {
  return /** @type {import('lighthouse').Result} */ (
    /** @type {unknown} */ ({
      requestedUrl: 'http://localhost:4321/',
      finalDisplayedUrl: 'http://localhost:4321/',
      configSettings: { formFactor: 'mobile', throttlingMethod: 'simulate' },
      runWarnings: [],
      runtimeError,
      categories,
      audits,
    })
  );
}

describe('summarizeResult', () => {
  it('sums transfer and decoded bytes of script requests only', () => {
    const lhr = resultWith({
      audits: {
        'network-requests': {
          details: {
            items: [
              { resourceType: 'Document', transferSize: 5000, resourceSize: 20000 },
              { resourceType: 'Script', transferSize: 1200, resourceSize: 3000 },
              { resourceType: 'Script', transferSize: 800, resourceSize: 2500 },
            ],
          },
        },
      },
    });
    expect(summarizeResult('/', lhr).javascript).toEqual({
      requests: 2,
      transferBytes: 2000,
      decodedBytes: 5500,
    });
  });

  it('rounds category scores to what Lighthouse displays and lists scored audits below 1', () => {
    const lhr = resultWith({
      categories: {
        accessibility: {
          score: 0.874,
          auditRefs: [{ id: 'image-alt' }, { id: 'html-has-lang' }, { id: 'logical-tab-order' }],
        },
      },
      audits: {
        'image-alt': { id: 'image-alt', title: 'Images lack alt', score: 0, scoreDisplayMode: 'binary' },
        'html-has-lang': { id: 'html-has-lang', title: 'Has lang', score: 1, scoreDisplayMode: 'binary' },
        'logical-tab-order': {
          id: 'logical-tab-order',
          title: 'Tab order',
          score: null,
          scoreDisplayMode: 'manual',
        },
      },
    });
    const summary = summarizeResult('/', lhr);
    expect(summary.scores.accessibility).toBe(87);
    expect(summary.scores.performance).toBeNull();
    expect(summary.weakAudits).toEqual([
      {
        category: 'accessibility',
        id: 'image-alt',
        title: 'Images lack alt',
        score: 0,
        displayValue: undefined,
      },
    ]);
  });

  it('keeps the runtime error so a page that failed to load is explained', () => {
    const lhr = resultWith({
      runtimeError: { code: 'ERRORED_DOCUMENT_REQUEST', message: 'Status code: 404' },
      categories: { seo: { score: null, auditRefs: [{ id: 'document-title' }] } },
      audits: {
        'document-title': { id: 'document-title', title: 'Title', score: null, scoreDisplayMode: 'error' },
      },
    });
    const summary = summarizeResult('/missing', lhr);
    expect(summary.runtimeError).toBe('ERRORED_DOCUMENT_REQUEST: Status code: 404');
    expect(summary.weakAudits).toEqual([]);
  });
});
