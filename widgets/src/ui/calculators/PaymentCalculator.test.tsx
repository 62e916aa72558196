import { formatPayment, formatPercent, formatTotal } from '@mrn/sdk/finance/currency-format';
import { CALCULATOR_DEFAULTS } from '@mrn/sdk/finance/defaults';
import { calculatePayment } from '@mrn/sdk/finance/payment';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  arrowStep,
  expectPrompt,
  pressCalculate,
  resultsRegion,
  resultValue,
  typeInto,
} from '../../../test/support/calculator-test-driver';
import PaymentCalculator from './PaymentCalculator';

const defaults = CALCULATOR_DEFAULTS.payment;
const PROMPT = 'your monthly payment breakdown';

describe('PaymentCalculator', () => {
  it('starts with the spec defaults and the prompt', () => {
    render(<PaymentCalculator />);
    expect(screen.getByLabelText('Home Price')).toHaveValue('400,000');
    expect(screen.getByLabelText('Down Payment')).toHaveValue('80,000');
    expect(screen.getByLabelText('Interest Rate (%)')).toHaveValue('6.5');
    expect(arrowStep(screen.getByLabelText('Interest Rate (%)'))).toBe(0.01);
    expect(screen.getByLabelText('Loan Term (years)')).toHaveValue('30');
    expect(screen.getByLabelText('Annual Property Tax')).toHaveValue('4,800');
    expect(screen.getByLabelText('Annual Home Insurance')).toHaveValue('1,200');
    expect(screen.getByLabelText('Monthly PMI')).toHaveValue('200');
    expect(screen.getByLabelText('Monthly HOA Fees')).toHaveValue('150');
    expectPrompt(PROMPT);
    expect(resultsRegion()).toHaveAttribute('aria-live', 'polite');
  });

  it('shows every figure of the finance result after Calculate!', () => {
    const onCalculate = vi.fn();
    render(<PaymentCalculator onCalculate={onCalculate} />);
    pressCalculate();
    const expected = calculatePayment(defaults)!;
    expect(resultValue('Total Monthly Payment')).toBe(formatPayment(expected.totalPayment));
    expect(resultValue('Principal & Interest')).toBe(formatPayment(expected.principalAndInterest));
    expect(resultValue('Principal & Interest')).toBe('$2,022.62');
    expect(resultValue('Property Tax')).toBe(formatPayment(expected.propertyTax));
    expect(resultValue('Home Insurance')).toBe(formatPayment(expected.homeInsurance));
    expect(resultValue('PMI')).toBe(formatPayment(expected.pmi));
    expect(resultValue('HOA Fees')).toBe(formatPayment(expected.hoaFees));
    expect(resultValue('Loan Amount')).toBe(formatTotal(expected.loanAmount));
    expect(resultValue('Down Payment')).toBe(formatTotal(expected.downPayment));
    expect(resultValue('Down Payment Percentage')).toBe(formatPercent(expected.downPaymentPercent));
    expect(onCalculate).toHaveBeenCalledWith(expected, { ...defaults });
  });

  it('hides breakdown lines that are 0', () => {
    render(<PaymentCalculator initialInputs={{ pmi: '0', hoaFees: '' }} />);
    pressCalculate();
    const region = within(resultsRegion());
    expect(region.getByText('Property Tax')).toBeInTheDocument();
    expect(region.queryByText('PMI')).not.toBeInTheDocument();
    expect(region.queryByText('HOA Fees')).not.toBeInTheDocument();
  });

  it('returns to the prompt when the inputs are invalid', () => {
    render(<PaymentCalculator />);
    pressCalculate();
    expect(resultValue('Total Monthly Payment')).not.toBe('');
    typeInto('Interest Rate (%)', '0');
    pressCalculate();
    expectPrompt(PROMPT);
  });

  it('keeps the last result while typing, until Calculate! is pressed again', () => {
    render(<PaymentCalculator />);
    pressCalculate();
    const before = formatPayment(calculatePayment(defaults)!.totalPayment);
    typeInto('Home Price', '500000');
    expect(resultValue('Total Monthly Payment')).toBe(before);
    pressCalculate();
    const after = formatPayment(calculatePayment({ ...defaults, homePrice: '500000' })!.totalPayment);
    expect(after).not.toBe(before);
    expect(resultValue('Total Monthly Payment')).toBe(after);
  });

  it('closes with a new-tab sign-up link, or a button for partner embeds', () => {
    const { unmount } = render(<PaymentCalculator ctaHref="https://app.test/signup" />);
    expect(screen.getByRole('link', { name: /Get Rate Alerts/ })).toHaveAttribute(
      'href',
      'https://app.test/signup',
    );
    unmount();
    const onCallToAction = vi.fn();
    render(<PaymentCalculator onCallToAction={onCallToAction} />);
    fireEvent.click(screen.getByRole('button', { name: 'Get Rate Alerts' }));
    expect(onCallToAction).toHaveBeenCalledOnce();
  });

  it('refuses a down payment above the home price beside the down payment, only when Calculate! is pressed', () => {
    const onCalculate = vi.fn();
    render(<PaymentCalculator onCalculate={onCalculate} />);
    pressCalculate();
    expect(resultValue('Down Payment Percentage')).toBe(formatPercent(20));
    onCalculate.mockClear();
    typeInto('Down Payment', '500000');
    // Spec §4: no recalculation while typing; the last result stays until Calculate!.
    expect(resultValue('Down Payment Percentage')).toBe(formatPercent(20));
    pressCalculate();
    const down = screen.getByLabelText('Down Payment');
    expect(down).toHaveAttribute('aria-invalid', 'true');
    expect(down).toHaveAccessibleDescription(
      'Enter $400,000 or less: the down payment cannot be more than the home price.',
    );
    expectPrompt(PROMPT);
    expect(within(resultsRegion()).queryByText('Down Payment Percentage')).not.toBeInTheDocument();
    expect(onCalculate).not.toHaveBeenCalled();
    typeInto('Down Payment', '400000');
    expect(down).not.toHaveAttribute('aria-invalid');
    pressCalculate();
    expect(resultValue('Loan Amount')).toBe('$0');
    expect(resultValue('Down Payment Percentage')).toBe(formatPercent(100));
  });
});
