import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  expectPrompt,
  pressCalculate,
  resultValue,
  typeInto,
} from '../../../test/support/calculator-test-driver';
import ExtraPaymentCalculator from './ExtraPaymentCalculator';
import PaymentCalculator from './PaymentCalculator';
import RentVsBuyCalculator from './RentVsBuyCalculator';

/** Issue 13 item 15: out-of-range input is refused with what is allowed beside the field. */
describe('calculator bounds in the form', () => {
  it('a term under a month shows the allowed range beside the field, not $0', () => {
    const onCalculate = vi.fn();
    render(<PaymentCalculator onCalculate={onCalculate} />);
    typeInto('Loan Term (years)', '0.01');
    pressCalculate();
    const term = screen.getByLabelText('Loan Term (years)');
    expect(term).toHaveAttribute('aria-invalid', 'true');
    expect(term).toHaveAccessibleDescription('Enter 1 to 50 years.');
    expectPrompt('your monthly payment breakdown');
    expect(onCalculate).not.toHaveBeenCalled();

    // Editing the field takes the message away; a valid Calculate! shows results again.
    typeInto('Loan Term (years)', '30');
    expect(term).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter 1 to 50 years.')).toBeNull();
    pressCalculate();
    expect(resultValue('Principal & Interest')).toBe('$2,022.62');
  });

  it('names every field out of range, rates and amounts alike', () => {
    render(<PaymentCalculator />);
    typeInto('Home Price', '1e12');
    typeInto('Interest Rate (%)', '45');
    pressCalculate();
    expect(screen.getByLabelText('Home Price')).toHaveAccessibleDescription(
      'Enter 0 or $0.01 to $100,000,000.',
    );
    expect(screen.getByLabelText('Interest Rate (%)')).toHaveAccessibleDescription(
      'Enter 0 or 0.001% to 30%.',
    );
    expect(screen.getByLabelText('Down Payment')).not.toHaveAttribute('aria-invalid');
  });

  it('a 1e8-year rent vs buy timeframe and a 1e308-year extra-payment term are refused at once', () => {
    const { unmount } = render(<RentVsBuyCalculator />);
    typeInto(/Timeframe/, '1e8');
    pressCalculate();
    expect(screen.getByLabelText(/Timeframe/)).toHaveAccessibleDescription('Enter 1 to 50 years.');
    unmount();
    render(<ExtraPaymentCalculator />);
    typeInto('Loan Term (years)', '1e308');
    pressCalculate();
    expect(screen.getByLabelText('Loan Term (years)')).toHaveAccessibleDescription('Enter 1 to 50 years.');
  });
});
