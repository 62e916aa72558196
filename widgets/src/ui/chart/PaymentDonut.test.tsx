import { formatPayment, formatPercent } from '@mrn/sdk/finance/currency-format';
import { CALCULATOR_DEFAULTS } from '@mrn/sdk/finance/defaults';
import { calculatePayment } from '@mrn/sdk/finance/payment';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PaymentDonut from './PaymentDonut';
import { paymentParts } from './payment-parts';

const defaults = calculatePayment(CALCULATOR_DEFAULTS.payment)!;

describe('paymentParts', () => {
  it('splits the default payment into its five parts, shares summing to 100%', () => {
    const parts = paymentParts(defaults);
    expect(parts.map((part) => part.label)).toEqual([
      'Principal & Interest',
      'Property Tax',
      'Home Insurance',
      'PMI',
      'HOA Fees',
    ]);
    expect(parts[0].value).toBe(defaults.principalAndInterest);
    expect(parts[0].percent).toBeCloseTo((defaults.principalAndInterest / defaults.totalPayment) * 100, 10);
    expect(parts[1].value).toBe(400);
    expect(parts.reduce((sum, part) => sum + part.percent, 0)).toBeCloseTo(100, 10);
  });

  it('omits parts that are zero', () => {
    const result = calculatePayment({ ...CALCULATOR_DEFAULTS.payment, pmi: '0', hoaFees: '' })!;
    expect(paymentParts(result).map((part) => part.label)).toEqual([
      'Principal & Interest',
      'Property Tax',
      'Home Insurance',
    ]);
  });
});

describe('PaymentDonut', () => {
  it('draws one arc per part, names every part and repeats the numbers in a table', () => {
    const { container } = render(<PaymentDonut result={defaults} />);
    const parts = paymentParts(defaults);
    expect(container.querySelectorAll('.mrn-donut__arc')).toHaveLength(5);
    const image = screen.getByRole('img');
    for (const part of parts) {
      const text = `${part.label} ${formatPayment(part.value)} (${formatPercent(part.percent)})`;
      expect(image.getAttribute('aria-label')).toContain(text);
    }
    const table = screen.getByRole('table', { name: 'Monthly payment breakdown' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(
      parts.map((part) => `${part.label}${formatPayment(part.value)}${formatPercent(part.percent)}`),
    );
  });

  it('leaves out zero parts from the ring, legend and table', () => {
    const result = calculatePayment({ ...CALCULATOR_DEFAULTS.payment, pmi: '0', hoaFees: '0' })!;
    const { container } = render(<PaymentDonut result={result} />);
    expect(container.querySelectorAll('.mrn-donut__arc')).toHaveLength(3);
    expect(screen.getByRole('img').getAttribute('aria-label')).not.toContain('PMI');
    expect(screen.queryByRole('cell', { name: 'HOA Fees' })).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
