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
