import type { CurrentRates } from '@mrn/sdk/schemas/rates';
import { describe, expect, it } from 'vitest';
import { summarizeTodaysRates, unavailableSummary } from './todays-rates-summary.ts';

const answer = (overrides: Partial<CurrentRates> = {}): CurrentRates => ({
  rates: [
    { type: '30y', value: 6.287, date: '2025-10-14' },
    { type: '15y', value: 5.5, date: '2025-10-14' },
  ],
  source: { name: 'FRED', notice: 'notice', series: [] },
  checkedAt: null,
  ...overrides,
});

/** Wednesday 2025-10-15, noon in New York. */
const WEDNESDAY = new Date('2025-10-15T16:00:00Z');

describe('summarizeTodaysRates', () => {
  it('shows both rates with their date, fresh and real', () => {
    expect(summarizeTodaysRates(answer(), WEDNESDAY)).toEqual({
      state: 'shown',
      values: { '30y': '6.287%', '15y': '5.50%' },
      asOf: 'Rates for Oct 14, 2025',
      stale: false,
      sample: false,
    });
  });

  it('flags sample data and rates more than three business days old', () => {
    // Tuesday's rate is three business days old on Friday, four on Monday.
    const summary = summarizeTodaysRates(answer({ sample: true }), new Date('2025-10-17T16:00:00Z'));
    expect(summary).toMatchObject({ sample: true, stale: false });
    expect(summarizeTodaysRates(answer(), new Date('2025-10-20T16:00:00Z'))).toMatchObject({ stale: true });
  });

  it('shows a dash for a rate the answer lacks, and says so plainly when none exist', () => {
    const only30 = answer({ rates: [{ type: '30y', value: 6.1, date: '2025-10-14' }] });
    expect(summarizeTodaysRates(only30, WEDNESDAY)).toMatchObject({ values: { '30y': '6.10%', '15y': '–' } });
    expect(summarizeTodaysRates(answer({ rates: [] }), WEDNESDAY)).toEqual({
      state: 'unavailable',
      message: 'Rates are not available yet.',
    });
  });

  it('503 means none ingested yet; any other failure means not right now', () => {
    expect(unavailableSummary(503)).toMatchObject({ message: 'Rates are not available yet.' });
    expect(unavailableSummary(0)).toMatchObject({ message: expect.stringContaining('could not be loaded') });
  });
});
