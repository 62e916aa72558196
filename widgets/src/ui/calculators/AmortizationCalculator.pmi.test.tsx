import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pressCalculate, resultsRegion, resultValue } from '../../../test/support/calculator-test-driver';
import AmortizationCalculator from './AmortizationCalculator';

/** Issue 13 item 19: PMI in the schedule and the payment it stops with, at 78% of the value. */
describe('AmortizationCalculator PMI', () => {
  it('starts with both PMI fields empty and shows no PMI column without a home value', () => {
    render(<AmortizationCalculator />);
    expect(screen.getByLabelText('Home Value (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Monthly PMI (optional)')).toHaveValue('');
    pressCalculate();
    const yearly = within(resultsRegion()).getByRole('table', { name: 'Yearly Summary' });
    expect(within(yearly).queryByText('PMI Paid')).not.toBeInTheDocument();
  });

  it('estimates PMI from the home value and shows the payment and year it stops', () => {
    render(
      <AmortizationCalculator initialInputs={{ homeValue: '330000', firstPaymentDate: '2027-01-01' }} />,
    );
    pressCalculate();
    expect(resultValue('Monthly PMI')).toBe('$150.00 estimated at 0.6% of the loan a year');
    expect(resultValue('Last Payment with PMI')).toMatch(/^Payment 114 \(Jun 1, 2036\)/);
    expect(resultValue('Total PMI')).toBe('$17,100');
    const region = within(resultsRegion());
    const yearly = region.getByRole('table', { name: 'Yearly Summary' });
    const rows = within(yearly).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('PMI Paid');
    expect(rows[1]).toHaveTextContent('$1,800');
    expect(rows[10]).toHaveTextContent(/^10.*\$900/);
    const stops = within(region.getByRole('table', { name: 'When PMI Stops' })).getAllByRole('row');
    expect(stops).toHaveLength(3);
    expect(stops[1]).toHaveTextContent(/^114Jun 1, 2036\$1,896\.20\$150\.00\$257,381\.78$/);
    expect(stops[2]).toHaveTextContent(/^115Jul 1, 2036\$1,896\.20\$0\.00/);
    const schedule = region.getByRole('table', { name: 'Payment Schedule' });
    expect(within(schedule).getAllByRole('row')[1]).toHaveTextContent('$150.00');
  });
});
