import { formatPayment, formatTotal } from '@mrn/sdk/finance/currency-format';
import { CALCULATOR_DEFAULTS } from '@mrn/sdk/finance/defaults';
import { calculateRefinance } from '@mrn/sdk/finance/refinance';
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
import RefinanceCalculator from './RefinanceCalculator';

const defaults = CALCULATOR_DEFAULTS.refinance;
const PROMPT = 'your refinance analysis';

describe('RefinanceCalculator', () => {
  it('starts with the spec defaults in current and new loan groups', () => {
    render(<RefinanceCalculator />);
    const current = within(screen.getByRole('group', { name: 'Current Loan' }));
    const next = within(screen.getByRole('group', { name: 'New Loan' }));
    expect(current.getByLabelText('Remaining Balance')).toHaveValue('250,000');
    expect(current.getByLabelText('Current Interest Rate (%)')).toHaveValue('7.5');
    expect(current.getByLabelText('Years Remaining')).toHaveValue('25');
    expect(current.getByLabelText('Current Monthly Payment')).toHaveValue('1,850');
    expect(next.getByLabelText('New Interest Rate (%)')).toHaveValue('6.0');
    expect(arrowStep(next.getByLabelText('New Interest Rate (%)'))).toBe(0.01);
    expect(next.getByLabelText('New Loan Term (years)')).toHaveValue('30');
    expect(next.getByLabelText('Closing Costs')).toHaveValue('5,000');
    expect(next.getByLabelText('Cash Out Amount')).toHaveValue('0');
    expect(next.getByLabelText('Analysis Period (years)')).toHaveValue('5');
    expectPrompt(PROMPT);
  });

  it('compares payments and shows break-even in years, the analysis and the longer-term warning', () => {
    render(<RefinanceCalculator />);
    pressCalculate();
    const expected = calculateRefinance(defaults)!;
    expect(resultValue('Current Payment')).toBe(formatPayment(expected.currentPayment));
    expect(resultValue('New Payment')).toBe(formatPayment(expected.newPayment));
    expect(resultValue('Monthly Savings')).toContain(formatPayment(expected.monthlySavings));
    // 5000 / ~351 a month is about 14 months: more than a year, so shown in years.
    expect(expected.breakEvenMonths!).toBeGreaterThan(12);
    expect(resultValue('Break-Even Point')).toBe(`${Number(expected.breakEvenYears!.toFixed(1))} years`);
    expect(within(resultsRegion()).getByRole('heading', { name: '5-Year Analysis' })).toBeInTheDocument();
    expect(resultValue('Net Savings')).toContain(formatTotal(expected.netSavings));
    expect(resultValue('New Loan Amount')).toBe(formatTotal(expected.newLoanAmount));
    expect(within(resultsRegion()).getByText('Longer term:').parentElement).toHaveTextContent(
      'The new 30-year term is longer than the 25 years left on your current loan',
    );
    expect(resultValue('New Loan')).toBe(formatTotal(expected.newTotalInterest));
  });

  it('shows break-even in months under a year, and no warning for a shorter term', () => {
    render(<RefinanceCalculator initialInputs={{ closingCosts: '2000', newTerm: '25' }} />);
    pressCalculate();
    const expected = calculateRefinance({ ...defaults, closingCosts: '2000', newTerm: '25' })!;
    expect(expected.breakEvenMonths!).toBeLessThan(12);
    expect(resultValue('Break-Even Point')).toBe(`${Math.ceil(expected.breakEvenMonths!)} months`);
    expect(within(resultsRegion()).queryByText('Longer term:')).not.toBeInTheDocument();
  });

  it('shows an increase and no break-even when the new payment is higher', () => {
    render(<RefinanceCalculator initialInputs={{ newTerm: '10' }} />);
    pressCalculate();
    const expected = calculateRefinance({ ...defaults, newTerm: '10' })!;
    expect(expected.monthlySavings).toBeLessThan(0);
    expect(resultValue('Monthly Increase')).toContain(formatPayment(-expected.monthlySavings));
    expect(within(resultsRegion()).queryByText('Break-Even Point')).not.toBeInTheDocument();
  });

  it('returns to the prompt without a balance, and keeps a stale result until recalculated', () => {
    render(<RefinanceCalculator />);
    pressCalculate();
    const before = resultValue('New Payment');
    typeInto('New Interest Rate (%)', '5');
    expect(resultValue('New Payment')).toBe(before);
    pressCalculate();
    expect(resultValue('New Payment')).toBe(
      formatPayment(calculateRefinance({ ...defaults, newRate: '5' })!.newPayment),
    );
    typeInto('Remaining Balance', '');
    pressCalculate();
    expectPrompt(PROMPT);
  });
});
