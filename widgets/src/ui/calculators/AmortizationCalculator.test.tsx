import { calculateAmortization } from '@mrn/sdk/finance/amortization';
import { formatPayment, formatPercent, formatTotal } from '@mrn/sdk/finance/currency-format';
import { CALCULATOR_DEFAULTS } from '@mrn/sdk/finance/defaults';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  expectPrompt,
  pressCalculate,
  resultsRegion,
  resultValue,
  typeInto,
} from '../../../test/support/calculator-test-driver';
import AmortizationCalculator from './AmortizationCalculator';

const defaults = CALCULATOR_DEFAULTS.amortization;
const PROMPT = 'amortization summary';

describe('AmortizationCalculator', () => {
  it('starts with 300000, 6.5%, 30 years, no date, and the spec prompt', () => {
    render(<AmortizationCalculator />);
    expect(screen.getByLabelText('Loan Amount')).toHaveValue('300,000');
    expect(screen.getByLabelText('Interest Rate (%)')).toHaveValue('6.5');
    expect(screen.getByLabelText('Loan Term (years)')).toHaveValue('30');
    expect(screen.getByLabelText('First Payment Date (optional)')).toHaveValue('');
    expectPrompt(PROMPT);
  });

  it('shows the loan summary and 10 yearly rows, but no schedule without a date', () => {
    render(<AmortizationCalculator />);
    pressCalculate();
    const expected = calculateAmortization(defaults)!;
    expect(resultValue('Monthly Payment')).toBe(formatPayment(expected.summary.monthlyPayment));
    expect(resultValue('Monthly Payment')).toBe('$1,896.20');
    expect(resultValue('Total Principal')).toBe(formatTotal(expected.summary.totalPrincipal));
    expect(resultValue('Total Interest')).toBe(formatTotal(expected.summary.totalInterest));
    expect(resultValue('Total of All Payments')).toBe(formatTotal(expected.summary.totalPayments));
    expect(resultValue('Interest (% of total)')).toBe(formatPercent(expected.summary.interestPercentOfTotal));
    const region = within(resultsRegion());
    const yearly = region.getByRole('table', { name: 'Yearly Summary' });
    const rows = within(yearly).getAllByRole('row');
    expect(rows).toHaveLength(11);
    const firstYear = expected.yearly[0];
    expect(rows[1]).toHaveTextContent(
      `1${formatTotal(firstYear.principal)}${formatTotal(firstYear.interest)}${formatTotal(firstYear.balance)}`,
    );
    expect(region.getByText('... and 20 more years')).toBeInTheDocument();
    expect(region.queryByRole('table', { name: 'Payment Schedule' })).not.toBeInTheDocument();
    expect(region.getByRole('img', { name: /Loan balance over time/ })).toBeInTheDocument();
  });

  it('shows the first 12 dated payments when a first payment date is given', () => {
    render(<AmortizationCalculator initialInputs={{ firstPaymentDate: '2026-03-01' }} />);
    pressCalculate();
    const expected = calculateAmortization({ ...defaults, firstPaymentDate: '2026-03-01' })!;
    const region = within(resultsRegion());
    const schedule = region.getByRole('table', { name: 'Payment Schedule' });
    const rows = within(schedule).getAllByRole('row');
    expect(rows).toHaveLength(13);
    const first = expected.schedule[0];
    expect(rows[1]).toHaveTextContent(
      `1Mar 1, 2026${formatPayment(first.payment)}${formatPayment(first.principal)}${formatPayment(first.interest)}${formatPayment(first.balance)}`,
    );
    expect(rows[12]).toHaveTextContent('12Feb 1, 2027');
    expect(region.getByText('Showing first 12 payments of 360 total payments')).toBeInTheDocument();
  });

  it('lists every year of a short loan without a "more years" line', () => {
    render(<AmortizationCalculator initialInputs={{ loanTerm: '5' }} />);
    pressCalculate();
    const rows = within(within(resultsRegion()).getByRole('table', { name: 'Yearly Summary' })).getAllByRole(
      'row',
    );
    expect(rows).toHaveLength(6);
    expect(within(resultsRegion()).queryByText(/more years?$/)).not.toBeInTheDocument();
  });

  it('says when the shown results no longer match the inputs, until Calculate! catches up', () => {
    const staleCue = () =>
      within(resultsRegion()).queryByText(/You have changed the inputs since these results/);
    render(<AmortizationCalculator />);
    pressCalculate();
    expect(staleCue()).not.toBeInTheDocument();
    typeInto('Loan Amount', '200000');
    expect(staleCue()).toBeVisible();
    expect(resultValue('Total Principal')).toBe('$300,000');
    // Back to what was calculated: the results match again.
    typeInto('Loan Amount', '300000');
    expect(staleCue()).not.toBeInTheDocument();
    typeInto('Loan Amount', '250000');
    pressCalculate();
    expect(staleCue()).not.toBeInTheDocument();
    expect(resultValue('Total Principal')).toBe('$250,000');
  });

  it('returns to the prompt without a rate, and keeps a stale result until recalculated', () => {
    render(<AmortizationCalculator />);
    pressCalculate();
    typeInto('Loan Amount', '200000');
    expect(resultValue('Total Principal')).toBe('$300,000');
    pressCalculate();
    expect(resultValue('Total Principal')).toBe('$200,000');
    typeInto('Interest Rate (%)', '');
    pressCalculate();
    expectPrompt(PROMPT);
  });
});
