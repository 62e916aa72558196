import { formatPayment } from '@mrn/sdk/finance/currency-format';
import { CALCULATOR_DEFAULTS, CALCULATOR_IDS } from '@mrn/sdk/finance/defaults';
import { calculatePayment } from '@mrn/sdk/finance/payment';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pressCalculate, resultValue } from '../../../test/support/calculator-test-driver';
import { groupedAmount } from '../primitives/amount-text';
import { CALCULATORS } from './';
import ExtraPaymentCalculator from './ExtraPaymentCalculator';
import InflationImpactCalculator from './InflationImpactCalculator';
import PaymentCalculator from './PaymentCalculator';
import RefinanceCalculator from './RefinanceCalculator';

/** Issue 13 item 17 (inputs): amounts with "$" and "%", thousands separators, number keypads. */

/** The unit text drawn beside the input labelled `label` ("" when none). */
function unitOf(label: string): string {
  const input = screen.getByLabelText(label);
  const field = input.closest('.mrn-amount-field') as HTMLElement;
  return [...field.querySelectorAll('[aria-hidden="true"]')].map((unit) => unit.textContent).join('');
}

describe('calculator amount fields', () => {
  it('each field wears the unit of its range: "$" for money, "%" for rates and shares, "years" for terms', () => {
    const { unmount } = render(<PaymentCalculator />);
    expect(unitOf('Home Price')).toBe('$');
    expect(unitOf('Monthly HOA Fees')).toBe('$');
    expect(unitOf('Interest Rate (%)')).toBe('%');
    expect(unitOf('Loan Term (years)')).toBe('years');
    unmount();
    render(<RefinanceCalculator />);
    // A plain number field with a percent range (not the rate field with its button) gets "%" too.
    expect(unitOf('Current Interest Rate (%)')).toBe('%');
    expect(unitOf('Years Remaining')).toBe('years');
    expect(unitOf('Cash Out Amount')).toBe('$');
  });

  it('the start month asks for whole numbers with the numeric keypad and draws no unit', () => {
    render(<ExtraPaymentCalculator />);
    const startMonth = screen.getByLabelText('Start Month');
    expect(startMonth).toHaveAttribute('inputmode', 'numeric');
    expect(unitOf('Start Month')).toBe('');
  });

  it.each(CALCULATOR_IDS)(
    '%s: numbers show grouped, and Calculate! hands on the bare defaults',
    async (id) => {
      const { default: Calculator } = await CALCULATORS[id].load();
      const onCalculate = vi.fn();
      render(<Calculator onCalculate={onCalculate} />);
      const defaults: Record<string, string> = CALCULATOR_DEFAULTS[id];
      const inputs = screen.getAllByRole('textbox') as HTMLInputElement[];
      expect(inputs.length).toBeGreaterThan(0);
      for (const input of inputs) {
        expect(input).toHaveAttribute('type', 'text');
        expect(input.getAttribute('inputmode')).toMatch(/^(decimal|numeric)$/);
      }
      // What is shown is each default with separators; no field shows a bare number of 4+ digits.
      const shown = inputs.map((input) => input.value);
      for (const value of Object.values(defaults).filter((text) => /^\d{4,}$/.test(text))) {
        expect(shown).toContain(groupedAmount(value));
        expect(shown).not.toContain(value);
      }
      pressCalculate();
      expect(onCalculate).toHaveBeenCalledTimes(1);
      expect(onCalculate.mock.calls[0][1]).toEqual(defaults);
    },
  );

  it('typed and pasted amounts calculate exactly as the bare numbers do', async () => {
    const user = userEvent.setup();
    const onCalculate = vi.fn();
    render(<PaymentCalculator onCalculate={onCalculate} />);
    const price = screen.getByLabelText('Home Price');
    await user.clear(price);
    await user.paste('$500,000');
    expect(price).toHaveValue('500,000');
    const down = screen.getByLabelText('Down Payment');
    await user.clear(down);
    await user.type(down, '100000');
    expect(down).toHaveValue('100,000');
    const rate = screen.getByLabelText('Interest Rate (%)');
    await user.clear(rate);
    await user.type(rate, '6.25');
    pressCalculate();
    const inputs = {
      ...CALCULATOR_DEFAULTS.payment,
      homePrice: '500000',
      downPayment: '100000',
      interestRate: '6.25',
    };
    const expected = calculatePayment(inputs);
    expect(expected).not.toBeNull();
    expect(resultValue('Total Monthly Payment')).toBe(formatPayment(expected!.totalPayment));
    expect(resultValue('Total Monthly Payment')).not.toBe(
      formatPayment(calculatePayment(CALCULATOR_DEFAULTS.payment)!.totalPayment),
    );
    expect(onCalculate).toHaveBeenCalledWith(expected, inputs);
  });

  it('nothing is calculated while typing (spec §4)', async () => {
    const user = userEvent.setup();
    render(<PaymentCalculator />);
    pressCalculate();
    const before = resultValue('Total Monthly Payment');
    await user.type(screen.getByLabelText('Home Price'), '0');
    expect(screen.getByLabelText('Home Price')).toHaveValue('4,000,000');
    expect(resultValue('Total Monthly Payment')).toBe(before);
  });

  it('a negative growth rate is typed with its sign and judged by the bounds', async () => {
    const user = userEvent.setup();
    render(<InflationImpactCalculator />);
    const inflation = screen.getByLabelText('Expected Inflation (%/year)');
    await user.clear(inflation);
    await user.type(inflation, '-75');
    expect(inflation).toHaveValue('-75');
    pressCalculate();
    expect(inflation).toHaveAttribute('aria-invalid', 'true');
    expect(inflation).toHaveAccessibleDescription('Enter -50% to 50%.');
    const field = inflation.closest('.mrn-field') as HTMLElement;
    expect(within(field).getByText('Enter -50% to 50%.')).toBeVisible();
  });

  it('an out-of-range amount still shows what is allowed beside the field', async () => {
    const user = userEvent.setup();
    render(<PaymentCalculator />);
    const price = screen.getByLabelText('Home Price');
    await user.clear(price);
    await user.type(price, '250000000');
    expect(price).toHaveValue('250,000,000');
    pressCalculate();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription('Enter 0 or $0.01 to $100,000,000.');
  });
});
