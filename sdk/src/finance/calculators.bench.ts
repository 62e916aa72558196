import { bench, describe } from 'vitest';
import { calculateAffordability } from './affordability';
import { calculateAmortization } from './amortization';
import { CALCULATOR_DEFAULTS } from './defaults';
import { calculateDownPayment } from './down-payment';
import { calculateExtraPayment } from './extra-payment';
import { calculateInflationImpact } from './inflation-impact';
import { calculatePayment } from './payment';
import { calculateRefinance } from './refinance';
import { calculateRentVsBuy } from './rent-vs-buy';
import { compareTerms } from './term-comparison';

const defaults = CALCULATOR_DEFAULTS;
const today = new Date(2026, 10, 21);
// Sink keeps the optimiser from discarding the work being measured.
let results = 0;
function keep(result: unknown): void {
  if (result !== null) results++;
}

describe('each calculator on its spec defaults', () => {
  bench('payment', () => keep(calculatePayment(defaults.payment)));
  bench('affordability (exact solve)', () => keep(calculateAffordability(defaults.affordability)));
  bench('down-payment', () => keep(calculateDownPayment(defaults['down-payment'], today)));
  bench('rent-vs-buy', () => keep(calculateRentVsBuy(defaults['rent-vs-buy'])));
  bench('15-vs-30', () => keep(compareTerms(defaults['15-vs-30'])));
  bench('inflation-impact', () => keep(calculateInflationImpact(defaults['inflation-impact'])));
  bench('refinance', () => keep(calculateRefinance(defaults.refinance)));
  bench('amortization (full schedule + yearly roll-up)', () =>
    keep(calculateAmortization(defaults.amortization)),
  );
  bench('extra-payment', () => keep(calculateExtraPayment(defaults['extra-payment'])));
});

/**
 * Issue 13 item 15: the time per call at the edges of the documented bounds (the longest loops:
 * 50-year terms and timeframes, a 600-month extra-payment run) and far outside them (refused at
 * once, where 1e8-year timeframes used to loop and 1e308-year terms ran out of memory).
 */
describe('each calculator at and beyond its bounds', () => {
  const longest = {
    loanTerm: '50',
    timeframe: '50',
    yearsRemaining: '50',
    newTerm: '50',
    analysisYears: '50',
  };
  const huge = {
    loanTerm: '1e308',
    timeframe: '1e8',
    yearsRemaining: '1e308',
    analysisYears: '1e308',
    homePrice: '1e308',
  };
  bench('rent-vs-buy, 50-year timeframe at 30 %', () =>
    keep(calculateRentVsBuy({ ...defaults['rent-vs-buy'], ...longest, interestRate: '30' })),
  );
  bench('amortization, 50-year schedule at 0.001 %', () =>
    keep(calculateAmortization({ ...defaults.amortization, ...longest, interestRate: '0.001' })),
  );
  bench('extra-payment, 50-year term from month 600', () =>
    keep(calculateExtraPayment({ ...defaults['extra-payment'], ...longest, startMonth: '600' })),
  );
  bench('refinance, 50-year terms and analysis', () =>
    keep(calculateRefinance({ ...defaults.refinance, ...longest })),
  );
  bench('rent-vs-buy, 1e8-year timeframe (refused)', () =>
    keep(calculateRentVsBuy({ ...defaults['rent-vs-buy'], ...huge })),
  );
  bench('extra-payment, 1e308-year term (refused)', () =>
    keep(calculateExtraPayment({ ...defaults['extra-payment'], ...huge })),
  );
  bench('refinance, 1e308-year analysis (refused)', () =>
    keep(calculateRefinance({ ...defaults.refinance, ...huge })),
  );
});

describe('all nine calculators on defaults, one pass', () => {
  bench('all nine', () => {
    keep(calculatePayment(defaults.payment));
    keep(calculateAffordability(defaults.affordability));
    keep(calculateDownPayment(defaults['down-payment'], today));
    keep(calculateRentVsBuy(defaults['rent-vs-buy']));
    keep(compareTerms(defaults['15-vs-30']));
    keep(calculateInflationImpact(defaults['inflation-impact']));
    keep(calculateRefinance(defaults.refinance));
    keep(calculateAmortization(defaults.amortization));
    keep(calculateExtraPayment(defaults['extra-payment']));
  });
});

export { results };
