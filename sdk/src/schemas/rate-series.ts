import { z } from 'zod/mini';
import type { LoanProgram } from './loan-programs';
import { type RateType, rateTypeSchema } from './rate-type';

/**
 * The rate series MRN watches, as data: one entry per FRED series. A wrong or withdrawn FRED id is
 * a one-line fix here; everything else (ingestion, alerts, API, app, widgets) reads this list.
 *
 * All come from Optimal Blue's daily Mortgage Market Indices (OBMMI) on FRED, release 473. The ids
 * were checked against FRED's release table and its series names (OBMMIC30YF "30-Year Fixed Rate
 * Conforming Mortgage Index", OBMMIC30YFLVLE80FGE740 "... Loan-to-Value Less Than or Equal to 80,
 * FICO Score Greater Than 740", and so on).
 */
// The programs live in their own file so the widgets' contract chunk takes their words without the catalogue.
export { LOAN_PROGRAM_LABELS, LOAN_PROGRAMS, type LoanProgram } from './loan-programs';

/** FICO score bands FRED publishes the conforming 30-year rate by. */
export const CREDIT_BANDS = ['ge740', '720-739', '700-719', '680-699', 'lt680'] as const;
export type CreditBand = (typeof CREDIT_BANDS)[number];

export const CREDIT_BAND_LABELS: Record<CreditBand, string> = {
  ge740: '740 or more',
  '720-739': '720 to 739',
  '700-719': '700 to 719',
  '680-699': '680 to 699',
  lt680: 'under 680',
};

/** Loan-to-value bands, said as the down payment they mean: LTV <= 80 is 20% down or more. */
export const DOWN_PAYMENT_BANDS = ['20-or-more', 'under-20'] as const;
export type DownPaymentBand = (typeof DOWN_PAYMENT_BANDS)[number];

export const DOWN_PAYMENT_BAND_LABELS: Record<DownPaymentBand, string> = {
  '20-or-more': '20% down or more',
  'under-20': 'under 20% down',
};

export interface RateSeriesEntry {
  /** The FRED series id, also MRN's key for the series. */
  id: string;
  program: LoanProgram;
  term: RateType;
  /** What people read: "30-year FHA". */
  label: string;
  /** Where the numbers come from, shown beside them. */
  source: string;
  /** Conforming 30-year bands only. */
  creditBand?: CreditBand;
  downPayment?: DownPaymentBand;
}

const OBMMI = 'Optimal Blue Mortgage Market Indices, via FRED (Federal Reserve Bank of St. Louis)';

const BAND_ID: Record<CreditBand, string> = {
  ge740: 'FGE740',
  '720-739': 'FB720A739',
  '700-719': 'FB700A719',
  '680-699': 'FB680A699',
  lt680: 'FLT680',
};

// Pure: a bundle that needs only the headline series (the widgets' program field) drops the bands.
const bands: RateSeriesEntry[] = /* @__PURE__ */ DOWN_PAYMENT_BANDS.flatMap((downPayment) =>
  CREDIT_BANDS.map((creditBand) => ({
    id: `OBMMIC30YF${downPayment === '20-or-more' ? 'LVLE80' : 'LVGT80'}${BAND_ID[creditBand]}`,
    program: 'conforming' as const,
    term: '30y' as const,
    label: `30-year fixed, credit ${CREDIT_BAND_LABELS[creditBand]}, ${DOWN_PAYMENT_BAND_LABELS[downPayment]}`,
    source: OBMMI,
    creditBand,
    downPayment,
  })),
);

/** Each program's headline series: the first two are the conforming rates the old `30y|15y` rate type names. */
const headlineSeries: RateSeriesEntry[] = [
  { id: 'OBMMIC30YF', program: 'conforming', term: '30y', label: '30-year fixed', source: OBMMI },
  { id: 'OBMMIC15YF', program: 'conforming', term: '15y', label: '15-year fixed', source: OBMMI },
  { id: 'OBMMIFHA30YF', program: 'fha', term: '30y', label: '30-year FHA', source: OBMMI },
  { id: 'OBMMIVA30YF', program: 'va', term: '30y', label: '30-year VA', source: OBMMI },
  { id: 'OBMMIUSDA30YF', program: 'usda', term: '30y', label: '30-year USDA', source: OBMMI },
  { id: 'OBMMIJUMBO30YF', program: 'jumbo', term: '30y', label: '30-year jumbo', source: OBMMI },
];

/** The catalogue: the headline series, then the conforming 30-year by credit and down-payment band. */
export const RATE_SERIES: readonly RateSeriesEntry[] = [...headlineSeries, ...bands];

export const RATE_SERIES_IDS = RATE_SERIES.map((series) => series.id) as [string, ...string[]];

/** The conforming series the old `rateType` (30y or 15y) stands for. */
export const CONFORMING_SERIES: Record<RateType, string> = { '30y': 'OBMMIC30YF', '15y': 'OBMMIC15YF' };

const UNKNOWN_SERIES_MESSAGE = `Choose one of the catalogued rate series: ${RATE_SERIES_IDS.join(', ')}.`;

/** A FRED series id of the catalogue; anything else is refused with the list of what is allowed. */
export const rateSeriesIdSchema = z
  .string(UNKNOWN_SERIES_MESSAGE)
  .check(z.refine((id) => RATE_SERIES_IDS.includes(id), UNKNOWN_SERIES_MESSAGE))
  // The documented example (OpenAPI, /developers): the 30-year FHA series.
  .register(z.globalRegistry, { examples: ['OBMMIFHA30YF'], description: 'A catalogued FRED series id.' });

export function rateSeriesById(id: string): RateSeriesEntry | undefined {
  return RATE_SERIES.find((series) => series.id === id);
}

/** The words for a series ("30-year FHA"); an id the catalogue no longer has is shown as it is. */
export function rateSeriesLabel(id: string): string {
  return rateSeriesById(id)?.label ?? id;
}

/** The series a request means: its `series` when given, else the conforming one of its `rateType`. */
export function seriesOfRequest(request: { series?: string; rateType?: RateType }): string {
  return request.series ?? CONFORMING_SERIES[request.rateType ?? '30y'];
}

/**
 * The series for a borrower's loan: their program and term, and for a conforming 30-year loan their
 * credit and down-payment bands when both are known (else the headline conforming rate). Programs
 * FRED publishes only at 30 years fall back to their 30-year series.
 */
export function seriesForLoan(loan: {
  program: LoanProgram;
  term: RateType;
  creditBand?: CreditBand | null;
  downPayment?: DownPaymentBand | null;
}): RateSeriesEntry {
  const banded =
    loan.program === 'conforming' && loan.term === '30y' && loan.creditBand && loan.downPayment
      ? bands.find(
          (series) => series.creditBand === loan.creditBand && series.downPayment === loan.downPayment,
        )
      : undefined;
  return banded ?? programSeries(loan.program, loan.term);
}

/**
 * A program's headline series at a term, else its 30-year one (the only term FRED publishes for
 * FHA, VA, USDA and jumbo): what a lead of a partner form watches, without credit bands.
 */
export function programSeries(program: LoanProgram, term: RateType): RateSeriesEntry {
  const candidates = headlineSeries.filter((series) => series.program === program);
  return candidates.find((series) => series.term === term) ?? candidates[0] ?? headlineSeries[0];
}

const SERIES_OR_RATE_TYPE_MESSAGE =
  'Choose a rate: a catalogued series, or the 30-year (30y) or 15-year (15y) fixed rate.';

/**
 * What an alert watches, in a request body: `series` (a catalogue id), or the older `rateType`, which
 * stands for the conforming 30- or 15-year series. One of the two is required (see requireSeries).
 */
export const alertSeriesShape = {
  rateType: z.optional(rateTypeSchema),
  series: z.optional(rateSeriesIdSchema),
};

/** The check of a body with alertSeriesShape: it names a series one way or the other. */
export function requireSeries<Body extends { rateType?: RateType; series?: string }>() {
  return z.refine<Body>((body) => body.rateType !== undefined || body.series !== undefined, {
    message: SERIES_OR_RATE_TYPE_MESSAGE,
    path: ['series'],
  });
}
