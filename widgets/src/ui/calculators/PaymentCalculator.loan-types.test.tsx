import { CALCULATOR_DEFAULTS } from '@mrn/sdk/finance/defaults';
import { calculatePayment } from '@mrn/sdk/finance/payment';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  expectPrompt,
  pressCalculate,
  resultsRegion,
  resultValue,
  typeInto,
} from '../../../test/support/calculator-test-driver';
import PaymentCalculator from './PaymentCalculator';

const defaults = CALCULATOR_DEFAULTS.payment;
const PROMPT = 'your monthly payment breakdown';

/** Issue 13 item 19: loan types, PMI by loan-to-value, closing costs and cash to close. */
describe('PaymentCalculator loan options', () => {
  it('offers the options in their own group, defaulting to a conventional loan with the typed PMI', () => {
    render(<PaymentCalculator />);
    const group = screen.getByRole('group', { name: 'Loan Type & Closing Costs' });
    expect(within(group).getByLabelText('Loan Type')).toHaveValue('conventional');
    expect(within(group).getByLabelText('Conventional PMI')).toHaveValue('entered');
    expect(within(group).getByRole('option', { name: 'Use Monthly PMI' })).toBeInTheDocument();
    expect(within(group).getByLabelText('FHA or VA Upfront Fee')).toHaveValue('financed');
    expect(within(group).getByLabelText('Closing Costs (% of loan)')).toHaveValue('3');
    expect(within(group).getByLabelText('Loan Type')).toHaveAccessibleDescription(
      'FHA and VA loans add their own upfront fee and insurance rules.',
    );
    // The help text names the figures used.
    const help = screen.getByText(/How loan types, mortgage insurance and closing costs are figured/);
    expect(help.closest('details')).toHaveTextContent('1.75%');
    expect(help.closest('details')).toHaveTextContent('2.15%');
    expect(help.closest('details')).toHaveTextContent('78%');
  });

  it('adds closing costs, cash to close and the end of the PMI to the spec results of the defaults', () => {
    render(<PaymentCalculator />);
    pressCalculate();
    expect(resultValue('Total Monthly Payment')).toBe('$2,872.62');
    expect(resultValue('PMI')).toBe('$200.00');
    expect(resultValue('Loan Amount')).toBe('$320,000');
    expect(resultValue('Estimated Closing Costs')).toBe('$9,600 3% of the loan');
    expect(resultValue('Cash to Close')).toBe('$89,600 down payment + closing costs');
    expect(resultValue('PMI Ends After')).toMatch(/^Payment 26 \(2\.2 years\)/);
    const region = within(resultsRegion());
    expect(region.queryByText('Base Loan Amount')).not.toBeInTheDocument();
    expect(region.queryByText('PMI Rate')).not.toBeInTheDocument();
  });

  it('prices an FHA loan: upfront MIP added to the loan, annual MIP for the life of the loan', () => {
    const onCalculate = vi.fn();
    render(<PaymentCalculator onCalculate={onCalculate} />);
    typeInto('Down Payment', '14000');
    typeInto('Loan Type', 'fha');
    pressCalculate();
    expect(resultValue('FHA MIP')).toBe('$176.02');
    expect(resultValue('Principal & Interest')).toBe('$2,482.48');
    expect(resultValue('Total Monthly Payment')).toBe('$3,308.50');
    expect(resultValue('Loan Amount')).toBe('$392,755');
    expect(resultValue('Base Loan Amount')).toBe('$386,000');
    expect(resultValue('FHA Upfront MIP (1.75%)')).toBe('$6,755 added to the loan');
    expect(resultValue('FHA MIP Rate')).toBe('0.55% a year');
    expect(resultValue('FHA MIP Lasts')).toBe('The life of the loan');
    expect(resultValue('Cash to Close')).toBe('$25,783 down payment + closing costs');
    expect(within(resultsRegion()).queryByText('PMI', { selector: 'dt' })).not.toBeInTheDocument();
    const inputs = { ...defaults, downPayment: '14000', loanType: 'fha' };
    expect(onCalculate).toHaveBeenCalledWith(calculatePayment(inputs), inputs);
  });

  it('refuses FHA under 3.5% down beside the down payment and keeps the prompt', () => {
    const onCalculate = vi.fn();
    render(<PaymentCalculator onCalculate={onCalculate} />);
    typeInto('Down Payment', '10000');
    typeInto('Loan Type', 'fha');
    pressCalculate();
    const down = screen.getByLabelText('Down Payment');
    expect(down).toHaveAttribute('aria-invalid', 'true');
    expect(down).toHaveAccessibleDescription('Enter $14,000 or more: FHA loans need at least 3.5% down.');
    expectPrompt(PROMPT);
    expect(onCalculate).not.toHaveBeenCalled();
    typeInto('Down Payment', '14000');
    expect(down).not.toHaveAttribute('aria-invalid');
    pressCalculate();
    expect(resultValue('FHA MIP')).toBe('$176.02');
  });

  it('prices a VA loan with the funding fee paid at closing and no PMI', () => {
    render(<PaymentCalculator />);
    typeInto('Down Payment', '0');
    typeInto('Loan Type', 'va');
    typeInto('FHA or VA Upfront Fee', 'cash');
    pressCalculate();
    expect(resultValue('Loan Amount')).toBe('$400,000');
    expect(resultValue('VA Funding Fee (2.15%)')).toBe('$8,600 paid at closing');
    expect(resultValue('VA Funding Fee Paid at Closing')).toBe('$8,600');
    // $0 down + 3% of $400,000 + $8,600.
    expect(resultValue('Cash to Close')).toBe('$20,600 down payment + closing costs + fee');
    expect(within(resultsRegion()).queryByText('PMI', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('estimates conventional PMI from the loan-to-value and shows when it ends', () => {
    render(<PaymentCalculator />);
    typeInto('Down Payment', '20000');
    typeInto('Conventional PMI', 'ltv');
    pressCalculate();
    expect(resultValue('PMI')).toBe('$190.00');
    expect(resultValue('PMI Rate')).toBe('0.6% a year');
    expect(resultValue('PMI Ends After')).toMatch(/^Payment 135 \(11\.3 years\)/);
  });

  it('opens a shared link with its loan options and their results', () => {
    render(
      <PaymentCalculator initialInputs={{ downPayment: '0', loanType: 'va-subsequent' }} calculateOnStart />,
    );
    expect(screen.getByLabelText('Loan Type')).toHaveValue('va-subsequent');
    expect(resultValue('VA Funding Fee (3.3%)')).toBe('$13,200 added to the loan');
  });
});
