import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  expectPrompt,
  pressCalculate,
  resultsRegion,
  resultValue,
  typeInto,
} from '../../../test/support/calculator-test-driver';
import AffordabilityCalculator from './AffordabilityCalculator';

/** Issue 13 item 19 in the affordability calculator. */
describe('AffordabilityCalculator loan options', () => {
  it('keeps the spec results of the defaults and adds closing costs and cash to close', () => {
    render(<AffordabilityCalculator />);
    expect(screen.getByRole('option', { name: 'Use Annual PMI (% of loan)' })).toBeInTheDocument();
    pressCalculate();
    expect(resultValue('Maximum Home Price')).toBe('$270,239');
    expect(resultValue('PMI')).toBe('$91.77');
    expect(resultValue('Estimated Closing Costs')).toBe('$6,607 3% of the loan');
    expect(resultValue('Cash to Close')).toBe('$56,607 down payment + closing costs');
  });

  it('solves an FHA loan with its MIP and upfront premium', () => {
    render(<AffordabilityCalculator />);
    typeInto('Loan Type', 'fha');
    pressCalculate();
    expect(resultValue('Maximum Home Price')).toBe('$267,347');
    expect(resultValue('Base Loan Amount')).toBe('$217,347');
    expect(resultValue('FHA Upfront MIP (1.75%)')).toBe('$3,804 added to the loan');
    expect(resultValue('FHA MIP')).toMatch(/ 0\.5% a year$/);
    expect(within(resultsRegion()).queryByText('PMI', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('solves a VA loan and says when FHA’s minimum down payment sets the price', () => {
    const { unmount } = render(<AffordabilityCalculator />);
    typeInto('Loan Type', 'va');
    pressCalculate();
    expect(resultValue('Maximum Home Price')).toBe('$279,753');
    expect(resultValue('VA Funding Fee (1.25%)')).toBe('$2,872 added to the loan');
    unmount();
    render(
      <AffordabilityCalculator
        initialInputs={{ annualIncome: '300000', downPayment: '7000', loanType: 'fha' }}
      />,
    );
    pressCalculate();
    expect(resultValue('Maximum Home Price')).toBe('$200,000 set by FHA’s 3.5% minimum down payment');
  });

  it('refuses FHA with no down payment beside the field', () => {
    render(<AffordabilityCalculator />);
    typeInto('Down Payment Available', '0');
    typeInto('Loan Type', 'fha');
    pressCalculate();
    expect(screen.getByLabelText('Down Payment Available')).toHaveAccessibleDescription(
      'Enter a down payment above $0: FHA loans need at least 3.5% down.',
    );
    expectPrompt('how much home you can afford');
  });
});
