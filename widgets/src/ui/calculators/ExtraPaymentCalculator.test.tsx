import { formatPayment, formatPercent, formatTotal } from '@mrn/sdk/finance/currency-format';
import { CALCULATOR_DEFAULTS } from '@mrn/sdk/finance/defaults';
import { calculateExtraPayment } from '@mrn/sdk/finance/extra-payment';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  expectPrompt,
  pressCalculate,
  resultsRegion,
  resultValue,
  typeInto,
} from '../../../test/support/calculator-test-driver';
import ExtraPaymentCalculator from './ExtraPaymentCalculator';

const defaults = CALCULATOR_DEFAULTS['extra-payment'];
const PROMPT = 'your savings analysis';

describe('ExtraPaymentCalculator', () => {
  it('starts with the spec defaults, a frequency select and the start-month hint', () => {
    render(<ExtraPaymentCalculator />);
    expect(screen.getByLabelText('Loan Amount')).toHaveValue('300,000');
    expect(screen.getByLabelText('Interest Rate (%)')).toHaveValue('6.5');
    expect(screen.getByLabelText('Loan Term (years)')).toHaveValue('30');
    expect(screen.getByLabelText('Extra Payment Amount')).toHaveValue('200');
    expect(screen.getByLabelText('Payment Frequency')).toHaveValue('monthly');
    const startMonth = screen.getByLabelText('Start Month');
    expect(startMonth).toHaveValue('1');
    // Month 1 is the lowest: ArrowDown stops there, as min="1" did.
    fireEvent.keyDown(startMonth, { key: 'ArrowDown' });
    expect(startMonth).toHaveValue('1');
    expect(startMonth).toHaveAccessibleDescription('Month 1 = first payment');
    expectPrompt(PROMPT);
  });

  it('fills the savings analysis after Calculate!', () => {
    render(<ExtraPaymentCalculator />);
    pressCalculate();
    const expected = calculateExtraPayment(defaults)!;
    expect(resultValue('Time Saved')).toBe(
      `${expected.yearsSaved.toFixed(1)} years${expected.monthsSaved} months sooner`,
    );
    const region = within(resultsRegion());
    const impact = within(
      region.getByRole('heading', { name: 'Financial Impact' }).nextElementSibling as HTMLElement,
    );
    expect(impact.getByText('Total Extra Payments').nextElementSibling).toHaveTextContent(
      formatTotal(expected.totalExtraPaid),
    );
    expect(impact.getByText('Interest Saved').nextElementSibling).toHaveTextContent(
      formatTotal(expected.interestSaved),
    );
    expect(impact.getByText('Net Savings').nextElementSibling).toHaveTextContent(
      formatTotal(expected.netSavings),
    );
    expect(resultValue('Return on Extra Payments (ROI)')).toBe(formatPercent(expected.roiPercent));
    expect(resultValue('Extra Payment')).toBe('$200.00 every month from month 1');
    expect(resultValue('Regular Monthly Payment')).toBe(formatPayment(expected.standardMonthlyPayment));
    const comparison = region.getByRole('table', { name: 'Standard vs With Extra Payments' });
    expect(within(comparison).getAllByRole('row')[1]).toHaveTextContent('Payoff Time30 years');
    expect(region.getByRole('img', { name: /with and without extra payments/ })).toBeInTheDocument();
  });

  it('describes a yearly strategy by the month of its first extra payment', () => {
    render(<ExtraPaymentCalculator />);
    fireEvent.change(screen.getByLabelText('Payment Frequency'), { target: { value: 'yearly' } });
    typeInto('Start Month', '20');
    pressCalculate();
    expect(resultValue('Extra Payment')).toBe('$200.00 once a year, first in month 25');
  });

  it('says when the first extra payment would fall after the loan is paid off, and never shows a negative amount', () => {
    render(<ExtraPaymentCalculator />);
    fireEvent.change(screen.getByLabelText('Payment Frequency'), { target: { value: 'yearly' } });
    typeInto('Start Month', '400');
    pressCalculate();
    expect(resultValue('Extra Payment')).toBe(
      '$200.00 once a year, first in month 409, after the loan is paid off, so it changes nothing',
    );
    fireEvent.change(screen.getByLabelText('Payment Frequency'), { target: { value: 'monthly' } });
    typeInto('Start Month', '1');
    typeInto('Extra Payment Amount', '-5');
    pressCalculate();
    expect(resultValue('Extra Payment')).toBe('$0.00 every month from month 1');
  });

  it('returns to the prompt without a loan amount, and keeps a stale result until recalculated', () => {
    render(<ExtraPaymentCalculator />);
    pressCalculate();
    const before = resultValue('Time Saved');
    typeInto('Extra Payment Amount', '500');
    expect(resultValue('Time Saved')).toBe(before);
    pressCalculate();
    expect(resultValue('Time Saved')).not.toBe(before);
    typeInto('Loan Amount', '');
    pressCalculate();
    expectPrompt(PROMPT);
  });
});
