import { formatPercent, formatTotal } from '@mrn/sdk/finance/currency-format';
import { CALCULATOR_DEFAULTS } from '@mrn/sdk/finance/defaults';
import { calculateInflationImpact } from '@mrn/sdk/finance/inflation-impact';
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
import InflationImpactCalculator from './InflationImpactCalculator';

const defaults = CALCULATOR_DEFAULTS['inflation-impact'];
const PROMPT = 'how inflation affects your purchase';

describe('InflationImpactCalculator', () => {
  it('starts with the spec defaults', () => {
    render(<InflationImpactCalculator />);
    expect(screen.getByLabelText('Current Home Price')).toHaveValue('400,000');
    expect(screen.getByLabelText('Years to Wait')).toHaveValue('2');
    expect(screen.getByLabelText('Expected Inflation (%/year)')).toHaveValue('3.5');
    expect(arrowStep(screen.getByLabelText('Expected Inflation (%/year)'))).toBe(0.1);
    expect(screen.getByLabelText('Down Payment (%)')).toHaveValue('20');
    expect(screen.getByLabelText('Current Annual Income')).toHaveValue('80,000');
    expect(screen.getByLabelText('Income Growth (%/year)')).toHaveValue('2.5');
    expect(screen.getByLabelText('Current Savings')).toHaveValue('50,000');
    expect(screen.getByLabelText('Monthly Savings')).toHaveValue('2,000');
    expectPrompt(PROMPT);
  });

  it('shows price, down payment, purchasing power, savings and affordability after Calculate!', () => {
    render(<InflationImpactCalculator />);
    pressCalculate();
    const expected = calculateInflationImpact(defaults)!;
    expect(resultValue('Price Today')).toBe(formatTotal(expected.currentPrice));
    expect(resultValue('Price in 2 years')).toBe(formatTotal(expected.futurePrice));
    expect(resultValue('Down Payment in 2 years')).toBe(formatTotal(expected.futureDownPayment));
    expect(resultValue('Buying Power Lost')).toBe(formatPercent(expected.purchasingPowerLossPercent));
    expect(resultValue('Savings in 2 years')).toBe(formatTotal(expected.futureSavings));
    expect(
      within(resultsRegion()).getByRole('heading', { name: 'Affordability in 2 years' }),
    ).toBeInTheDocument();
    // 3.5% prices vs 2.5% income over 2 years: about 2.06 points, "significant" (spec §9: over 2).
    expect(expected.summaryTone).toBe('significant');
    const summary = within(resultsRegion()).getByText('Significant impact:').parentElement;
    expect(summary).toHaveClass('mrn-notice--danger');
    expect(summary).toHaveTextContent('2.1 percentage points more than your income');
  });

  it('colours a smaller real increase as less affordable, and none as keeping pace', () => {
    const { unmount } = render(<InflationImpactCalculator initialInputs={{ inflationRate: '3' }} />);
    pressCalculate();
    expect(within(resultsRegion()).getByText('Less affordable:').parentElement).toHaveClass(
      'mrn-notice--warning',
    );
    unmount();
    render(<InflationImpactCalculator initialInputs={{ incomeGrowth: '4' }} />);
    pressCalculate();
    expect(within(resultsRegion()).getByText('Keeping pace:').parentElement).toHaveClass(
      'mrn-notice--positive',
    );
  });

  it('returns to the prompt with no years to wait, and keeps a stale result until recalculated', () => {
    render(<InflationImpactCalculator />);
    pressCalculate();
    const before = resultValue('Price in 2 years');
    typeInto('Current Home Price', '300000');
    expect(resultValue('Price in 2 years')).toBe(before);
    pressCalculate();
    expect(resultValue('Price in 2 years')).toBe(
      formatTotal(calculateInflationImpact({ ...defaults, homePrice: '300000' })!.futurePrice),
    );
    typeInto('Years to Wait', '0');
    pressCalculate();
    expectPrompt(PROMPT);
  });
});
