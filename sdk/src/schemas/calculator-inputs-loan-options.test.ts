import { describe, expect, it } from 'vitest';
import { CALCULATOR_DEFAULTS } from '../finance/defaults';
import {
  CALCULATOR_INPUT_BOUNDS,
  CALCULATOR_INPUT_FIELDS,
  calculatorInputSchemas,
} from './calculator-inputs';

/** Issue 13 item 19: the loan options are inputs like the others, so they travel in a shared link. */
describe('loan options in the calculator input schemas', () => {
  it('are fields of the payment and affordability calculators, closing costs with bounds', () => {
    for (const id of ['payment', 'affordability'] as const) {
      for (const field of ['loanType', 'pmiMethod', 'upfrontFeePayment', 'closingCostPercent']) {
        expect(CALCULATOR_INPUT_FIELDS[id]).toContain(field);
      }
      expect(CALCULATOR_INPUT_BOUNDS[id].closingCostPercent).toEqual({
        min: 0.001,
        max: 15,
        unit: 'percent',
      });
    }
    expect(CALCULATOR_INPUT_FIELDS.amortization).toEqual([
      'loanAmount',
      'interestRate',
      'loanTerm',
      'firstPaymentDate',
      'homeValue',
      'pmi',
    ]);
  });

  it('round-trip through a query string', () => {
    const inputs = {
      ...CALCULATOR_DEFAULTS.payment,
      downPayment: '14000',
      loanType: 'fha',
      pmiMethod: 'ltv',
      upfrontFeePayment: 'cash',
      closingCostPercent: '2.5',
    };
    const query = new URLSearchParams(inputs).toString();
    expect(query).toContain('loanType=fha');
    const parsed = calculatorInputSchemas.payment.parse(Object.fromEntries(new URLSearchParams(query)));
    expect(parsed).toEqual(inputs);
    const amortization = { ...CALCULATOR_DEFAULTS.amortization, homeValue: '330000', pmi: '150' };
    expect(
      calculatorInputSchemas.amortization.parse(Object.fromEntries(new URLSearchParams(amortization))),
    ).toEqual(amortization);
  });
});
