import { calculateAmortization } from '@mrn/sdk/finance/amortization';
import { formatTotal } from '@mrn/sdk/finance/currency-format';
import { CALCULATOR_DEFAULTS } from '@mrn/sdk/finance/defaults';
import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pressCalculate, resultsRegion } from '../../../test/support/calculator-test-driver';
import AmortizationCalculator from './AmortizationCalculator';

describe('AmortizationCalculator balance chart', () => {
  it('runs from the loan amount at year 0 to $0 at the last year', () => {
    render(<AmortizationCalculator />);
    pressCalculate();
    const expected = calculateAmortization(CALCULATOR_DEFAULTS.amortization)!;
    const table = within(resultsRegion()).getByRole('table', { name: 'Loan balance over time' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(expected.yearly.length + 1);
    expect(rows[0].textContent).toBe(`0${formatTotal(300000)}`);
    expect(rows[rows.length - 1].textContent).toBe(`${expected.yearly.length}${formatTotal(0)}`);
  });
});
