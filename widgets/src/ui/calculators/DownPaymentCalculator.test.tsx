import { formatPercent, formatTotal } from '@mrn/sdk/finance/currency-format';
import { CALCULATOR_DEFAULTS } from '@mrn/sdk/finance/defaults';
import { calculateDownPayment } from '@mrn/sdk/finance/down-payment';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  arrowStep,
  expectPrompt,
  pressCalculate,
  resultsRegion,
  resultValue,
  typeInto,
} from '../../../test/support/calculator-test-driver';
import DownPaymentCalculator from './DownPaymentCalculator';

const defaults = CALCULATOR_DEFAULTS['down-payment'];
const PROMPT = 'your down payment plan';
const TODAY = new Date(2026, 0, 15, 12);

describe('DownPaymentCalculator', () => {
  // Only Date is faked: results depend on "today", and Testing Library still needs real timers.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TODAY);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts with the spec defaults and no target date', () => {
    render(<DownPaymentCalculator />);
    expect(screen.getByLabelText('Target Home Price')).toHaveValue('400,000');
    expect(screen.getByLabelText('Down Payment (%)')).toHaveValue('20');
    expect(arrowStep(screen.getByLabelText('Down Payment (%)'))).toBe(0.1);
    expect(screen.getByLabelText('Current Savings')).toHaveValue('25,000');
    expect(screen.getByLabelText('Monthly Savings Goal')).toHaveValue('1,500');
    expect(screen.getByLabelText('Target Purchase Date (optional)')).toHaveValue('');
    expectPrompt(PROMPT);
  });

  it('shows the plan, timeline, loan details and the five options after Calculate!', () => {
    render(<DownPaymentCalculator />);
    pressCalculate();
    const expected = calculateDownPayment(defaults, TODAY)!;
    expect(resultValue('Down Payment Needed')).toBe(formatTotal(expected.downPaymentAmount));
    expect(resultValue('Still to Save')).toBe(formatTotal(expected.needToSave));
    expect(resultValue('Months to Save')).toBe(`${expected.monthsToSave} months`);
    expect(resultValue('Target Completion Date')).toBe('February 15, 2029');
    expect(expected.targetCompletionDate).toBe('2029-02-15');
    expect(resultValue('Loan Amount')).toBe(formatTotal(expected.loanAmount));
    expect(resultValue('Loan-to-Value')).toBe(formatPercent(expected.loanToValue));
    // 20% down: no PMI note.
    expect(within(resultsRegion()).queryByText(/PMI note/)).not.toBeInTheDocument();
    const options = within(resultsRegion()).getByRole('table', { name: 'Down Payment Options' });
    const rows = within(options).getAllByRole('row');
    expect(rows).toHaveLength(6);
    expect(rows[2]).toHaveTextContent(`3.5% FHA${formatTotal(expected.scenarios[1].amount)}`);
    expect(rows[5]).toHaveTextContent('20% Ideal - No PMI');
  });

  it('shows the PMI note under 20% and a shortfall for a near target date', () => {
    render(<DownPaymentCalculator initialInputs={{ downPaymentPercent: '10', targetDate: '2026-06-15' }} />);
    pressCalculate();
    const expected = calculateDownPayment(
      { ...defaults, downPaymentPercent: '10', targetDate: '2026-06-15' },
      TODAY,
    )!;
    expect(expected.canAffordByDate).toBe(false);
    const region = within(resultsRegion());
    expect(region.getByText(/PMI note/)).toBeInTheDocument();
    expect(region.getByText(/Shortfall/).parentElement).toHaveTextContent(
      `You would be ${formatTotal(expected.shortfall!)} short by your target date.`,
    );
  });

  it('confirms the plan is on track for a distant target date', () => {
    render(<DownPaymentCalculator initialInputs={{ targetDate: '2031-01-01' }} />);
    pressCalculate();
    expect(within(resultsRegion()).getByText(/On track/)).toBeInTheDocument();
  });

  it('returns to the prompt without a home price, and keeps a stale result until recalculated', () => {
    render(<DownPaymentCalculator />);
    pressCalculate();
    const before = resultValue('Down Payment Needed');
    typeInto('Target Home Price', '500000');
    expect(resultValue('Down Payment Needed')).toBe(before);
    pressCalculate();
    expect(resultValue('Down Payment Needed')).toBe('$100,000');
    typeInto('Target Home Price', '0');
    pressCalculate();
    expectPrompt(PROMPT);
  });
});
