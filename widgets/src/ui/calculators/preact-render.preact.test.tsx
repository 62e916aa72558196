// The widgets render these components with Preact (react aliased to preact/compat). This file runs
// in the dom-preact project, where that alias is active, and drives two calculators end to end.

import { formatPayment } from '@mrn/sdk/finance/currency-format';
import { CALCULATOR_DEFAULTS } from '@mrn/sdk/finance/defaults';
import { calculateExtraPayment } from '@mrn/sdk/finance/extra-payment';
import { calculatePayment } from '@mrn/sdk/finance/payment';
import { fireEvent, getByLabelText, getByRole, getByText } from '@testing-library/dom';
import { type ComponentChild, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import ExtraPaymentCalculator from './ExtraPaymentCalculator';
import PaymentCalculator from './PaymentCalculator';

let container: HTMLElement | undefined;

function mount(element: ComponentChild): HTMLElement {
  const root = document.createElement('div');
  document.body.append(root);
  container = root;
  act(() => render(element, root));
  return root;
}

function totalShown(root: HTMLElement): string {
  return getByText(root, 'Total Monthly Payment', { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

afterEach(() => {
  if (!container) return;
  const mounted = container;
  act(() => render(null, mounted));
  mounted.remove();
  container = undefined;
});

describe('calculators under Preact', () => {
  it('really is Preact rendering (the alias is active)', async () => {
    const react = await import('react');
    expect(react.default).toBe((await import('preact/compat')).default);
  });

  it('computes on Calculate!, keeps a stale result while typing, returns to the prompt when invalid', () => {
    const root = mount(<PaymentCalculator />);
    expect(getByRole(root, 'status')).toHaveTextContent(
      'Click "Calculate!" to see your monthly payment breakdown',
    );
    act(() => {
      fireEvent.click(getByRole(root, 'button', { name: 'Calculate!' }));
    });
    const first = formatPayment(calculatePayment(CALCULATOR_DEFAULTS.payment)!.totalPayment);
    expect(first).toBe('$2,872.62');
    expect(totalShown(root)).toBe(first);

    // preact/compat maps onChange to the input event.
    act(() => {
      fireEvent.input(getByLabelText(root, 'Home Price'), { target: { value: '500000' } });
    });
    expect(totalShown(root)).toBe(first);
    act(() => {
      fireEvent.click(getByRole(root, 'button', { name: 'Calculate!' }));
    });
    expect(totalShown(root)).toBe(
      formatPayment(calculatePayment({ ...CALCULATOR_DEFAULTS.payment, homePrice: '500000' })!.totalPayment),
    );

    act(() => {
      fireEvent.input(getByLabelText(root, 'Home Price'), { target: { value: '' } });
    });
    act(() => {
      fireEvent.click(getByRole(root, 'button', { name: 'Calculate!' }));
    });
    expect(getByRole(root, 'status')).toHaveTextContent('Click "Calculate!" to see');
  });

  it('reads a select and a hinted field', () => {
    const root = mount(<ExtraPaymentCalculator />);
    act(() => {
      fireEvent.change(getByLabelText(root, 'Payment Frequency'), { target: { value: 'yearly' } });
    });
    expect(getByLabelText(root, 'Start Month')).toHaveAccessibleDescription('Month 1 = first payment');
    act(() => {
      fireEvent.click(getByRole(root, 'button', { name: 'Calculate!' }));
    });
    const expected = calculateExtraPayment({ ...CALCULATOR_DEFAULTS['extra-payment'], frequency: 'yearly' })!;
    const regular = getByText(root, 'Regular Monthly Payment', { selector: 'dt' }).nextElementSibling;
    expect(regular).toHaveTextContent(formatPayment(expected.standardMonthlyPayment));
    expect(getByText(root, 'Extra Payment', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'once a year, first in month 13',
    );
  });
});
