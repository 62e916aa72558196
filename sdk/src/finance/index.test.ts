import { describe, expect, it } from 'vitest';
import * as finance from './index';

/** The names other packages code against (the agreed finance contract). */
const CONTRACT_FUNCTIONS = [
  'parseAmount',
  'monthlyPayment',
  'remainingBalance',
  'amortizationRows',
  'formatTotal',
  'formatPayment',
  'roundToCents',
  'formatPercent',
  'calculatePayment',
  'calculateAffordability',
  'calculateDownPayment',
  'calculateRentVsBuy',
  'compareTerms',
  'calculateInflationImpact',
  'calculateRefinance',
  'calculateAmortization',
  'calculateExtraPayment',
  'calculateBudgetWorksheet',
  'trackSavings',
  'compareLenders',
] as const;

describe('@mrn/sdk/finance entry point', () => {
  it('exports every function of the contract', () => {
    const exported = new Map(Object.entries(finance));
    for (const name of CONTRACT_FUNCTIONS) expect(typeof exported.get(name), name).toBe('function');
  });

  it('exports the defaults data', () => {
    expect(Object.keys(finance.CALCULATOR_DEFAULTS)).toHaveLength(9);
    expect(Object.keys(finance.WORKSHEET_DEFAULTS)).toEqual([
      'budget-worksheet',
      'down-payment-tracker',
      'mortgage-comparison',
    ]);
  });
});
