// @vitest-environment jsdom
import '../../../test/support/dom-setup.ts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import PaymentIsland from './PaymentIsland.tsx';

/** The value shown beside a result label of the calculator. */
function resultValue(label: string): string {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

describe('a shareable calculator with formatted amount fields (issue 13 item 17)', () => {
  it('puts bare numbers in the address, and its link brings back the same inputs and results', async () => {
    // No current rates here: the calculator simply offers no "Use today's rate".
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new Error('offline'))),
    );
    window.history.replaceState(null, '', '/calculators/payment');
    const user = userEvent.setup();
    const first = render(<PaymentIsland ctaHref="/app/sign-up" />);
    const price = screen.getByLabelText('Home Price');
    await user.clear(price);
    await user.paste('$500,000');
    expect(price).toHaveValue('500,000');
    const down = screen.getByLabelText('Down Payment');
    await user.clear(down);
    await user.type(down, '100000');
    expect(down).toHaveValue('100,000');
    await user.click(screen.getByRole('button', { name: 'Calculate!' }));

    const query = new URLSearchParams(window.location.search);
    expect(query.get('homePrice')).toBe('500000');
    expect(query.get('downPayment')).toBe('100000');
    expect(window.location.search).not.toMatch(/%2C|%24|,|\$/);
    const total = resultValue('Total Monthly Payment');
    expect(total).toMatch(/^\$\d/);
    const link = window.location.href;
    first.unmount();

    // Opening the link: the inputs show grouped again and the same results appear without Calculate!.
    window.history.replaceState(null, '', link);
    render(<PaymentIsland ctaHref="/app/sign-up" />);
    await waitFor(() => expect(screen.getByLabelText('Home Price')).toHaveValue('500,000'));
    expect(screen.getByLabelText('Down Payment')).toHaveValue('100,000');
    await waitFor(() => expect(resultValue('Total Monthly Payment')).toBe(total));
  });
});
