import { bench, describe } from 'vitest';
import { amortizationRows, amortizationSchedule } from './amortization-rows';
import { parseIsoDate } from './calendar-date';
import { simulatePayoff } from './payoff-simulation';

const firstPaymentDate = parseIsoDate('2026-01-01');
const extraPayments = { amount: 200, frequency: 'monthly', startMonth: 1 } as const;
// Sinks keep the optimiser from discarding the work being measured.
let sink = 0;

describe('360-month schedule ($300,000 at 6.5%)', () => {
  bench('amortizationSchedule (array)', () => {
    sink += amortizationSchedule(300_000, 6.5, 30).length;
  });

  bench('amortizationRows, collected into an array', () => {
    sink += Array.from(amortizationRows(300_000, 6.5, 30)).length;
  });

  bench('amortizationSchedule with calendar dates', () => {
    sink += amortizationSchedule(300_000, 6.5, 30, { firstPaymentDate }).length;
  });

  bench('simulatePayoff totals only', () => {
    sink += simulatePayoff(300_000, 6.5, 30).totalInterest;
  });
});

describe('extra-payment payoff ($200 a month extra)', () => {
  bench('simulatePayoff with extra payments', () => {
    sink += simulatePayoff(300_000, 6.5, 30, extraPayments).payoffMonths;
  });

  bench('amortizationSchedule with extra payments', () => {
    sink += amortizationSchedule(300_000, 6.5, 30, { extraPayments }).length;
  });
});

export { sink };
