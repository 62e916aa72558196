import { isRateStale } from '@mrn/sdk/rates/rate-freshness';
import type { RateType } from '@mrn/sdk/schemas/rate-type';
import type { CurrentRates } from '@mrn/sdk/schemas/rates';

/** What the home page's rates box says, worked out from GET /api/rates/current (or its failure). */
export type TodaysRatesSummary =
  | {
      state: 'shown';
      /** Per rate type, e.g. '6.287%'; a type the answer lacks shows a dash. */
      values: Record<RateType, string>;
      /** 'Rates for Oct 14, 2025' (the newest observation date). */
      asOf: string;
      /** More than three business days old: the feed or our checks have stopped (issue 11). */
      stale: boolean;
      /** The bundled sample year of a fresh install, not FRED's numbers. */
      sample: boolean;
    }
  | { state: 'unavailable'; message: string };

const PERCENT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 3 });
const DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 503 means no rate has been stored yet; anything else (offline, a bad answer) means "not now". */
export function unavailableSummary(status: number): TodaysRatesSummary {
  return {
    state: 'unavailable',
    message:
      status === 503
        ? 'Rates are not available yet.'
        : 'Rates could not be loaded right now. Please try again later.',
  };
}

export function summarizeTodaysRates(current: CurrentRates, now: Date = new Date()): TodaysRatesSummary {
  if (current.rates.length === 0) return unavailableSummary(503);
  const shownValue = (type: RateType) => {
    const rate = current.rates.find((candidate) => candidate.type === type);
    return rate ? `${PERCENT.format(rate.value)}%` : '–';
  };
  const newest = current.rates.map((rate) => rate.date).sort()[current.rates.length - 1];
  return {
    state: 'shown',
    values: { '30y': shownValue('30y'), '15y': shownValue('15y') },
    asOf: `Rates for ${DAY.format(new Date(`${newest}T00:00:00Z`))}`,
    stale: isRateStale(newest, now),
    sample: current.sample === true,
  };
}
