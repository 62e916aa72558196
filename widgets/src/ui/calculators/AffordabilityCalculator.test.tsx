import { calculateAffordability } from '@mrn/sdk/finance/affordability';
import { formatPayment, formatPercent, formatTotal } from '@mrn/sdk/finance/currency-format';
import { CALCULATOR_DEFAULTS } from '@mrn/sdk/finance/defaults';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  arrowStep,
  expectPrompt,
  pressCalculate,
  resultValue,
  typeInto,
} from '../../../test/support/calculator-test-driver';
import AffordabilityCalculator from './AffordabilityCalculator';

const defaults = CALCULATOR_DEFAULTS.affordability;
const PROMPT = 'how much home you can afford';

describe('AffordabilityCalculator', () => {
  it('starts with the spec defaults, rate step 0.01 and percent steps 0.1', () => {
    render(<AffordabilityCalculator />);
    expect(screen.getByLabelText('Annual Gross Income')).toHaveValue('80,000');
    expect(screen.getByLabelText('Monthly Debt Payments')).toHaveValue('500');
    expect(screen.getByLabelText('Down Payment Available')).toHaveValue('50,000');
    expect(arrowStep(screen.getByLabelText('Interest Rate (%)'))).toBe(0.01);
    expect(screen.getByLabelText('Loan Term (years)')).toHaveValue('30');
    expect(screen.getByLabelText('Annual Property Tax (%)')).toHaveValue('1.2');
    expect(arrowStep(screen.getByLabelText('Annual Property Tax (%)'))).toBe(0.1);
    expect(screen.getByLabelText('Annual Home Insurance (%)')).toHaveValue('0.5');
    expect(screen.getByLabelText('Annual PMI (% of loan)')).toHaveValue('0.5');
    expectPrompt(PROMPT);
  });

  it('shows the finance result after Calculate!', () => {
    render(<AffordabilityCalculator />);
    pressCalculate();
    const expected = calculateAffordability(defaults)!;
    expect(resultValue('Maximum Home Price')).toBe(formatTotal(expected.maxHomePrice));
    expect(resultValue('Maximum Loan Amount')).toBe(formatTotal(expected.maxLoanAmount));
    expect(resultValue('Principal & Interest')).toBe(formatPayment(expected.principalInterest));
    expect(resultValue('Property Tax')).toBe(formatPayment(expected.monthlyPropertyTax));
    expect(resultValue('Home Insurance')).toBe(formatPayment(expected.monthlyInsurance));
    expect(resultValue('Total Monthly Payment')).toBe(formatPayment(expected.monthlyPayment));
    expect(resultValue('Housing Ratio')).toContain(formatPercent(expected.housingRatio));
    expect(resultValue('Total Debt Ratio')).toContain(formatPercent(expected.debtToIncomeRatio));
  });

  it('states that both ratios are within their guidelines', () => {
    render(<AffordabilityCalculator />);
    pressCalculate();
    expect(resultValue('Housing Ratio')).toContain('Within the 28% guideline');
    expect(resultValue('Total Debt Ratio')).toContain('Within the 36% guideline');
  });

  it('returns to the prompt when income is missing', () => {
    render(<AffordabilityCalculator />);
    pressCalculate();
    typeInto('Annual Gross Income', '');
    pressCalculate();
    expectPrompt(PROMPT);
  });

  it('keeps the last result while typing', () => {
    render(<AffordabilityCalculator />);
    pressCalculate();
    const before = formatTotal(calculateAffordability(defaults)!.maxHomePrice);
    typeInto('Annual Gross Income', '120000');
    expect(resultValue('Maximum Home Price')).toBe(before);
    pressCalculate();
    expect(resultValue('Maximum Home Price')).toBe(
      formatTotal(calculateAffordability({ ...defaults, annualIncome: '120000' })!.maxHomePrice),
    );
    expect(resultValue('Maximum Home Price')).not.toBe(before);
  });
});
