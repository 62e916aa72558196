import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AmountField, type AmountFieldProps } from './AmountField';

/** The field as a calculator holds it, with the value it was handed shown beside it. */
function HeldField({ initial = '', ...props }: Partial<AmountFieldProps> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <AmountField label="Home Price" unit="dollars" {...props} value={value} onChange={setValue} />
      <output data-testid="held">{value}</output>
    </>
  );
}

function setup(props: Partial<AmountFieldProps> & { initial?: string } = {}) {
  const user = userEvent.setup();
  render(<HeldField {...props} />);
  const input = screen.getByLabelText(props.label ?? 'Home Price') as HTMLInputElement;
  return { user, input, held: () => screen.getByTestId('held').textContent };
}

/** The input's text with "|" where the caret is. */
function withCaret(input: HTMLInputElement): string {
  const caret = input.selectionStart ?? 0;
  return `${input.value.slice(0, caret)}|${input.value.slice(caret)}`;
}

describe('AmountField', () => {
  it('is a text input with the decimal keypad, a "$" for the eye only, and the label as its name', () => {
    const { input } = setup({ initial: '400000' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveValue('400,000');
    expect(input).toHaveAccessibleName('Home Price');
    const dollar = screen.getByText('$');
    expect(dollar).toHaveAttribute('aria-hidden', 'true');
    expect(dollar.closest('.mrn-amount-field')).toContainElement(input);
  });

  it('typing "400000" shows "400,000" with the caret at the end and hands on the bare number', async () => {
    const { user, input, held } = setup();
    await user.type(input, '400000');
    expect(withCaret(input)).toBe('400,000|');
    expect(held()).toBe('400000');
  });

  it('typing in the middle keeps the caret after the typed digit', async () => {
    const { user, input, held } = setup({ initial: '400000' });
    await user.click(input);
    input.setSelectionRange(1, 1);
    await user.keyboard('5');
    expect(withCaret(input)).toBe('4,5|00,000');
    await user.keyboard('{Backspace}');
    expect(withCaret(input)).toBe('4|00,000');
    expect(held()).toBe('400000');
  });

  it('Backspace just after a comma deletes the digit before it', async () => {
    const { user, input, held } = setup({ initial: '400000' });
    await user.click(input);
    input.setSelectionRange(4, 4);
    await user.keyboard('{Backspace}');
    expect(withCaret(input)).toBe('40|,000');
    expect(held()).toBe('40000');
  });

  it('reads a pasted "$400,000" as 400000', async () => {
    const { user, input, held } = setup();
    await user.click(input);
    await user.paste('$400,000');
    expect(withCaret(input)).toBe('400,000|');
    expect(held()).toBe('400000');
  });

  it('clears to empty', async () => {
    const { user, input, held } = setup({ initial: '400000' });
    await user.clear(input);
    expect(input).toHaveValue('');
    expect(held()).toBe('');
  });

  it('takes decimals as typed in a percent field, with a "%" after the number', async () => {
    const { user, input, held } = setup({ label: 'Interest Rate (%)', unit: 'percent' });
    await user.type(input, '6.5');
    expect(withCaret(input)).toBe('6.5|');
    expect(held()).toBe('6.5');
    expect(screen.getByText('%')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByText('$')).toBeNull();
  });

  it('groups a negative growth rate after its sign', async () => {
    const { user, input, held } = setup({ label: 'Home Appreciation (%/year)', unit: 'percent' });
    await user.type(input, '-1500');
    expect(withCaret(input)).toBe('-1,500|');
    expect(held()).toBe('-1500');
  });

  it('keeps text that is not a plain number exactly as typed', () => {
    const { input, held } = setup();
    fireEvent.change(input, { target: { value: '1e12' } });
    expect(input).toHaveValue('1e12');
    expect(held()).toBe('1e12');
  });

  it('steps with ArrowUp and ArrowDown, within min', async () => {
    const { user, input, held } = setup({
      label: 'Interest Rate (%)',
      unit: 'percent',
      step: 0.01,
      initial: '6.5',
    });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(held()).toBe('6.51');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(held()).toBe('6.49');
  });

  it('stops at min when stepping down, and asks for whole numbers with the numeric keypad for months', async () => {
    const { user, input, held } = setup({ label: 'Start Month', unit: 'month', min: 1, initial: '2' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input.parentElement?.querySelector('[aria-hidden]')).toBeNull();
    await user.click(input);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(held()).toBe('1');
  });

  it('draws "years" after a term', () => {
    setup({ label: 'Loan Term (years)', unit: 'years', initial: '30' });
    expect(screen.getByText('years')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows what is allowed beside the field, marks it invalid and is described by it', () => {
    setup({ initial: '1e12', error: 'Enter 0 or $0.01 to $100,000,000.', hint: 'Before the down payment.' });
    const input = screen.getByLabelText('Home Price');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Before the down payment. Enter 0 or $0.01 to $100,000,000.');
  });
});
