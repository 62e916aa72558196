import { describe, expect, it } from 'vitest';
import { AFFORDABILITY_FIELDS, calculateAffordability } from './affordability';
import { AMORTIZATION_FIELDS, calculateAmortization } from './amortization';
import { BUDGET_WORKSHEET_FIELDS } from './budget-worksheet';
import {
  CALCULATOR_DEFAULTS,
  CALCULATOR_IDS,
  LENDER_OFFER_DEFAULT_TERM,
  WORKSHEET_DEFAULTS,
} from './defaults';
import { calculateDownPayment, DOWN_PAYMENT_FIELDS } from './down-payment';
import { calculateExtraPayment, EXTRA_PAYMENT_FIELDS } from './extra-payment';
import { calculateInflationImpact, INFLATION_IMPACT_FIELDS } from './inflation-impact';
import { LENDER_OFFER_FIELDS } from './lender-comparison';
import { calculatePayment, PAYMENT_FIELDS } from './payment';
import { calculateRefinance, REFINANCE_FIELDS } from './refinance';
import { calculateRentVsBuy, RENT_VS_BUY_FIELDS } from './rent-vs-buy';
import { SAVINGS_TRACKER_FIELDS } from './savings-tracker';
import { compareTerms, TERM_COMPARISON_FIELDS } from './term-comparison';

describe('CALCULATOR_DEFAULTS', () => {
  it('lists the nine calculators of the spec', () => {
    expect(CALCULATOR_IDS).toEqual([
      'payment',
      'affordability',
      'down-payment',
      'rent-vs-buy',
      '15-vs-30',
      'inflation-impact',
      'refinance',
      'amortization',
      'extra-payment',
    ]);
  });

  it('has exactly the input fields of each calculator', () => {
    const fields = {
      payment: PAYMENT_FIELDS,
      affordability: AFFORDABILITY_FIELDS,
      'down-payment': DOWN_PAYMENT_FIELDS,
      'rent-vs-buy': RENT_VS_BUY_FIELDS,
      '15-vs-30': TERM_COMPARISON_FIELDS,
      'inflation-impact': INFLATION_IMPACT_FIELDS,
      refinance: REFINANCE_FIELDS,
      amortization: AMORTIZATION_FIELDS,
      'extra-payment': EXTRA_PAYMENT_FIELDS,
    };
    for (const id of CALCULATOR_IDS) expect(Object.keys(CALCULATOR_DEFAULTS[id])).toEqual([...fields[id]]);
    expect(Object.keys(WORKSHEET_DEFAULTS['budget-worksheet'])).toEqual([...BUDGET_WORKSHEET_FIELDS]);
    expect(Object.keys(WORKSHEET_DEFAULTS['down-payment-tracker'])).toEqual([...SAVINGS_TRACKER_FIELDS]);
    for (const offer of WORKSHEET_DEFAULTS['mortgage-comparison']) {
      expect(Object.keys(offer)).toEqual([...LENDER_OFFER_FIELDS]);
    }
  });

  it('gives every calculator a result on its defaults', () => {
    const defaults = CALCULATOR_DEFAULTS;
    expect(calculatePayment(defaults.payment)).not.toBeNull();
    expect(calculateAffordability(defaults.affordability)).not.toBeNull();
    expect(calculateDownPayment(defaults['down-payment'])).not.toBeNull();
    expect(calculateRentVsBuy(defaults['rent-vs-buy'])).not.toBeNull();
    expect(compareTerms(defaults['15-vs-30'])).not.toBeNull();
    expect(calculateInflationImpact(defaults['inflation-impact'])).not.toBeNull();
    expect(calculateRefinance(defaults.refinance)).not.toBeNull();
    expect(calculateAmortization(defaults.amortization)).not.toBeNull();
    expect(calculateExtraPayment(defaults['extra-payment'])).not.toBeNull();
  });

  it('starts the worksheets as the spec says: 20% tracker, three blank 30-year lenders', () => {
    expect(WORKSHEET_DEFAULTS['down-payment-tracker'].downPaymentPercent).toBe('20');
    expect(WORKSHEET_DEFAULTS['mortgage-comparison']).toHaveLength(3);
    expect(WORKSHEET_DEFAULTS['mortgage-comparison'][0].loanTerm).toBe(LENDER_OFFER_DEFAULT_TERM);
  });
});
