import { formatPayment, formatTotal } from '@mrn/sdk/finance/currency-format';
import { CALCULATOR_DEFAULTS } from '@mrn/sdk/finance/defaults';
import { calculateRentVsBuy } from '@mrn/sdk/finance/rent-vs-buy';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  expectPrompt,
  pressCalculate,
  resultsRegion,
  typeInto,
} from '../../../test/support/calculator-test-driver';
import RentVsBuyCalculator from './RentVsBuyCalculator';

const defaults = CALCULATOR_DEFAULTS['rent-vs-buy'];
const PROMPT = 'whether renting or buying comes out ahead';

/** Value of `label` inside the panel headed `panel` (both panels have "Net Position" etc.). */
function panelValue(panel: string, label: string): string {
  const heading = within(resultsRegion()).getByRole('heading', { name: panel });
  const list = heading.nextElementSibling as HTMLElement;
  return within(list).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

describe('RentVsBuyCalculator', () => {
  it('groups the spec defaults into buying and renting columns', () => {
    render(<RentVsBuyCalculator />);
    const buying = screen.getByRole('group', { name: 'Buying Costs' });
    const renting = screen.getByRole('group', { name: 'Renting & Assumptions' });
    expect(within(buying).getByLabelText('Home Price')).toHaveValue('400,000');
    expect(within(buying).getByLabelText('Down Payment')).toHaveValue('80,000');
    expect(within(buying).getByLabelText('Interest Rate (%)')).toHaveValue('6.5');
    expect(within(buying).getByLabelText('Annual Maintenance')).toHaveValue('4,000');
    expect(within(buying).getByLabelText('Monthly HOA Fees')).toHaveValue('150');
    expect(within(buying).getByLabelText('Closing Costs')).toHaveValue('8,000');
    expect(within(renting).getByLabelText('Monthly Rent')).toHaveValue('2,500');
    expect(within(renting).getByLabelText('Annual Renters Insurance')).toHaveValue('200');
    expect(within(renting).getByLabelText('Annual Rent Increase (%)')).toHaveValue('3');
    expect(within(renting).getByLabelText('Timeframe (years)')).toHaveValue('5');
    expect(within(renting).getByLabelText('Home Appreciation (%/year)')).toHaveValue('3');
    expect(within(renting).getByLabelText('Investment Return (%/year)')).toHaveValue('7');
    expectPrompt(PROMPT);
  });

  it('names the winner with its net advantage and fills both panels', () => {
    render(<RentVsBuyCalculator />);
    pressCalculate();
    const expected = calculateRentVsBuy(defaults)!;
    const region = within(resultsRegion());
    const verdict = region.getByText(expected.winner === 'buy' ? 'Buying Wins' : 'Renting Wins');
    expect(verdict.nextElementSibling).toHaveTextContent(formatTotal(expected.difference));
    expect(panelValue('Buying', 'Monthly Payment')).toBe(formatPayment(expected.monthlyBuy));
    expect(panelValue('Buying', 'Total Costs')).toBe(formatTotal(expected.totalBuyCosts));
    expect(panelValue('Buying', 'Home Equity')).toBe(formatTotal(expected.homeEquity));
    expect(panelValue('Buying', 'Net Position')).toBe(formatTotal(expected.netBuyPosition));
    expect(panelValue('Renting', 'Monthly Payment')).toBe(formatPayment(expected.monthlyRent));
    expect(panelValue('Renting', 'Total Costs')).toBe(formatTotal(expected.totalRentCosts));
    expect(panelValue('Renting', 'Investment Value')).toBe(formatTotal(expected.investmentValue));
    expect(panelValue('Renting', 'Net Position')).toBe(formatTotal(expected.netRentPosition));
    expect(region.getByRole('img', { name: /Net position by year/ })).toBeInTheDocument();
  });

  it('shows break-even when buying pulls ahead, and says when renting wins', () => {
    const { unmount } = render(<RentVsBuyCalculator />);
    pressCalculate();
    expect(calculateRentVsBuy(defaults)!.breakEvenYears).toBe(3);
    expect(within(resultsRegion()).getByText('Break-Even').nextElementSibling).toHaveTextContent('3 years');
    unmount();

    render(<RentVsBuyCalculator initialInputs={{ monthlyRent: '1500' }} />);
    pressCalculate();
    const expected = calculateRentVsBuy({ ...defaults, monthlyRent: '1500' })!;
    const region = within(resultsRegion());
    expect(region.getByText('Renting Wins').nextElementSibling).toHaveTextContent(
      formatTotal(expected.difference),
    );
    expect(region.queryByText('Break-Even')).not.toBeInTheDocument();
  });

  it('returns to the prompt without rent and keeps a stale result until recalculated', () => {
    render(<RentVsBuyCalculator />);
    pressCalculate();
    const before = panelValue('Renting', 'Monthly Payment');
    typeInto('Monthly Rent', '3000');
    expect(panelValue('Renting', 'Monthly Payment')).toBe(before);
    pressCalculate();
    expect(panelValue('Renting', 'Monthly Payment')).toBe(formatPayment(3000 + 200 / 12));
    typeInto('Monthly Rent', '');
    pressCalculate();
    expectPrompt(PROMPT);
  });
});
