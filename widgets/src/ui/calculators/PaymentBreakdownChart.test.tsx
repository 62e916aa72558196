import { formatPayment } from '@mrn/sdk/finance/currency-format';
import { CALCULATOR_DEFAULTS } from '@mrn/sdk/finance/defaults';
import { calculatePayment } from '@mrn/sdk/finance/payment';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pressCalculate, resultsRegion } from '../../../test/support/calculator-test-driver';
import PaymentCalculator from './PaymentCalculator';

describe('PaymentCalculator breakdown donut', () => {
  it('is absent before Calculate! and loads with the result afterwards', async () => {
    render(<PaymentCalculator />);
    expect(screen.queryByRole('img', { name: /Monthly payment breakdown/ })).toBeNull();
    pressCalculate();
    const donut = await within(resultsRegion()).findByRole('img', { name: /Monthly payment breakdown/ });
    const expected = calculatePayment(CALCULATOR_DEFAULTS.payment)!;
    expect(donut.getAttribute('aria-label')).toContain(
      `Principal & Interest ${formatPayment(expected.principalAndInterest)}`,
    );
    expect(
      within(resultsRegion()).getByRole('table', { name: 'Monthly payment breakdown' }),
    ).toBeInTheDocument();
  });
});
