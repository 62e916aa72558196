import type { RateType } from '@mrn/sdk/schemas/rate-type';
import type { TodaysRates } from './todays-rates';

/** The rate "Use today's rate" fills in, and the words for where it came from. */
export interface TodaysRateChoice {
  value: number;
  date: string;
  /** The series in words: "30-year FHA". */
  label: string;
  /** Why it is not the loan's own series, when it is not ("no 15-year FHA rate is published"). */
  fallback?: string;
}

// Spelled here, not read from schemas/rate-series: that file pulls zod into every calculator chunk.
const TERM_WORDS: Record<RateType, string> = { '30y': '30-year', '15y': '15-year' };
const PROGRAM_OF_LOAN_TYPE: Record<string, { program: string; words: string }> = {
  fha: { program: 'fha', words: 'FHA' },
  va: { program: 'va', words: 'VA' },
  'va-subsequent': { program: 'va', words: 'VA' },
  'va-exempt': { program: 'va', words: 'VA' },
};

/** A loan of up to 20 years is priced at the 15-year rate, a longer one at the 30-year rate. */
export function rateTypeOfTerm(termYears: string | undefined, otherwise: RateType): RateType {
  const years = Number(termYears);
  if (!termYears || !Number.isFinite(years) || years <= 0) return otherwise;
  return years <= 20 ? '15y' : '30y';
}

/**
 * Today's rate for a calculator's loan: the FHA or VA series when the loan type is one and FRED
 * publishes it at that term with a value, else the conventional (conforming) rate of the term, saying
 * why. Undefined when the host knows no rate of that term.
 */
export function todaysRateForLoan(
  todays: TodaysRates | undefined,
  loan: { rateType: RateType; loanType?: string },
): TodaysRateChoice | undefined {
  if (!todays) return undefined;
  const program = loan.loanType ? PROGRAM_OF_LOAN_TYPE[loan.loanType] : undefined;
  let fallback: string | undefined;
  if (program) {
    const series = todays.series?.find(
      (entry) => entry.program === program.program && entry.term === loan.rateType,
    );
    if (series && series.value !== null && series.date !== null) {
      return { value: series.value, date: series.date, label: series.label };
    }
    if (todays.series) {
      fallback = series
        ? `no ${program.words} rate is published yet`
        : `no ${TERM_WORDS[loan.rateType]} ${program.words} rate is published`;
    }
  }
  const headline = todays.rates.find((rate) => rate.type === loan.rateType);
  if (!headline) return undefined;
  return {
    value: headline.value,
    date: headline.date,
    label: `${TERM_WORDS[loan.rateType]} fixed`,
    ...(fallback ? { fallback } : {}),
  };
}

const DAY_MONTH_YEAR = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "30-year FHA, 6.12% on 26 Nov 2026" (and why, when it is another program's rate). */
export function describeTodaysRate(choice: TodaysRateChoice, sample: boolean): string {
  const date = DAY_MONTH_YEAR.format(new Date(`${choice.date}T00:00:00Z`));
  const words = `${choice.label}, ${choice.value}% on ${date}`;
  return `${words}${sample ? ' (sample data)' : ''}${choice.fallback ? `: ${choice.fallback}` : ''}`;
}
