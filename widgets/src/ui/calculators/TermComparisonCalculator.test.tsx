import { formatPayment, formatTotal } from '@mrn/sdk/finance/currency-format';
import { CALCULATOR_DEFAULTS } from '@mrn/sdk/finance/defaults';
import { compareTerms } from '@mrn/sdk/finance/term-comparison';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  arrowStep,
  expectPrompt,
  pressCalculate,
  resultsRegion,
  resultValue,
  typeInto,
} from '../../../test/support/calculator-test-driver';
import TermComparisonCalculator from './TermComparisonCalculator';

const defaults = CALCULATOR_DEFAULTS['15-vs-30'];
const PROMPT = 'how the 15-year and 30-year loans compare';

describe('TermComparisonCalculator', () => {
  it('starts with the spec defaults', () => {
    render(<TermComparisonCalculator />);
    expect(screen.getByLabelText('Home Price')).toHaveValue('400,000');
    expect(screen.getByLabelText('Down Payment')).toHaveValue('80,000');
    expect(screen.getByLabelText('15-Year Rate (%)')).toHaveValue('6.0');
    expect(arrowStep(screen.getByLabelText('15-Year Rate (%)'))).toBe(0.01);
    expect(screen.getByLabelText('30-Year Rate (%)')).toHaveValue('6.5');
    expectPrompt(PROMPT);
  });

  it('shows the summary, side-by-side table, savings and the balance after 15 years', () => {
    render(<TermComparisonCalculator />);
    pressCalculate();
    const expected = compareTerms(defaults)!;
    expect(resultValue('Loan Amount')).toBe(formatTotal(expected.loanAmount));
    expect(resultValue('Higher Monthly Payment')).toContain(formatPayment(expected.monthlySavings));
    expect(resultValue('Higher Monthly Payment')).toContain('More per month on the 15-year loan');
    expect(resultValue('Interest Saved with 15-Year')).toBe(formatTotal(expected.interestSavings));
    expect(resultValue('Total Savings')).toBe(formatTotal(expected.totalSavings));
    expect(resultValue('30-Year Balance After 15 Years')).toBe(formatTotal(expected.balance30After15));
    const table = within(resultsRegion()).getByRole('table', { name: 'Side-by-Side Comparison' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(
      `Monthly Payment${formatPayment(expected.monthlyPayment15)}${formatPayment(expected.monthlyPayment30)}`,
    );
    expect(rows[3]).toHaveTextContent(
      `Total Interest${formatTotal(expected.totalInterest15)}${formatTotal(expected.totalInterest30)}`,
    );
    expect(within(resultsRegion()).getByRole('img', { name: /Loan balance by year/ })).toBeInTheDocument();
    expect(within(resultsRegion()).getByText('Questions to Consider')).toBeInTheDocument();
  });

  it('returns to the prompt when a rate is missing, and keeps a stale result until recalculated', () => {
    render(<TermComparisonCalculator />);
    pressCalculate();
    const before = resultValue('Loan Amount');
    typeInto('Down Payment', '100000');
    expect(resultValue('Loan Amount')).toBe(before);
    pressCalculate();
    expect(resultValue('Loan Amount')).toBe('$300,000');
    typeInto('30-Year Rate (%)', '');
    pressCalculate();
    expectPrompt(PROMPT);
  });
});
