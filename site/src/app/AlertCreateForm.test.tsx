// @vitest-environment jsdom
import '../../test/support/dom-setup.ts';
import { paymentThresholdRate } from '@mrn/sdk/finance/payment-alert';
import { refinanceThresholdRate } from '@mrn/sdk/finance/refinance-alert';
import type { AccountAlert } from '@mrn/sdk/schemas/app-alerts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accountAlert } from '../../test/support/account-alert.ts';
import AlertCreateForm from './AlertCreateForm.tsx';
import type { ApiResult } from './api-request.ts';

/** The refinance calculator's defaults, which the form starts from, with its $150 saving rule. */
const REFINANCE_DEFAULTS = {
  currentBalance: 250_000,
  currentRate: 7.5,
  yearsRemaining: 25,
  closingCosts: 5_000,
  newTermYears: 30,
  minMonthlySaving: 150,
  maxBreakEvenMonths: null,
};

function renderForm() {
  const create = vi.fn(
    async (_input: unknown) =>
      ({ ok: true, status: 201, data: accountAlert({ id: 'new' }) }) as ApiResult<AccountAlert>,
  );
  render(
    <AlertCreateForm create={create} knownIds={[]} todayRates={{ OBMMIC30YF: 6.5, OBMMIC15YF: 5.875 }} />,
  );
  return { create, user: userEvent.setup() };
}

describe('AlertCreateForm', () => {
  it('picks the kind with the arrow keys, as a radio group', async () => {
    const { user } = renderForm();
    const target = screen.getByRole('radio', { name: /Target rate/ });
    expect(target).toBeChecked();
    await user.click(target);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /Refinance saving/ })).toBeChecked();
    expect(screen.getByLabelText('Balance you owe ($)')).toHaveValue('250,000');
    expect(screen.queryByLabelText('Target rate (%)')).not.toBeInTheDocument();
  });

  it('shows the threshold a refinance rule implies, and refinancing at today’s rate, before saving', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: /Refinance saving/ }));
    expect(screen.getByLabelText('Closing costs ($)')).toHaveAccessibleDescription(
      /^Lender and title fees you pay up front to refinance/,
    );
    const threshold = refinanceThresholdRate(REFINANCE_DEFAULTS);
    expect(
      screen.getByText(
        `We will email you when the 30-year fixed rate is at or below ${threshold?.toFixed(3)}%.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^At today's 6\.50%: new payment \$1,580\.17 a month/)).toBeInTheDocument();

    // A break-even rule alone, tighter: the threshold follows as it is typed.
    await user.click(screen.getByRole('checkbox', { name: /save at least/ }));
    await user.click(screen.getByRole('checkbox', { name: /pay back the closing costs/ }));
    await user.clear(screen.getByLabelText('Break-even (months)'));
    await user.type(screen.getByLabelText('Break-even (months)'), '12');
    const tighter = refinanceThresholdRate({
      ...REFINANCE_DEFAULTS,
      minMonthlySaving: null,
      maxBreakEvenMonths: 12,
    });
    expect(
      screen.getByText(
        `We will email you when the 30-year fixed rate is at or below ${tighter?.toFixed(3)}%.`,
      ),
    ).toBeInTheDocument();
  });

  it("shows the schema's messages beside the fields, focuses the first, and sends nothing", async () => {
    const { create, user } = renderForm();
    await user.click(screen.getByRole('radio', { name: /Refinance saving/ }));
    await user.clear(screen.getByLabelText('Balance you owe ($)'));
    await user.click(screen.getByRole('checkbox', { name: /save at least/ }));
    await user.click(screen.getByRole('button', { name: 'Add alert' }));
    const balance = screen.getByLabelText('Balance you owe ($)');
    expect(balance).toHaveAccessibleDescription(
      'Enter the balance you owe in dollars from 1,000 to 100,000,000.',
    );
    await vi.waitFor(() => expect(balance).toHaveFocus());
    expect(
      screen.getByText('Choose at least one rule: a monthly saving, a break-even time, or both.'),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('sends a refinance alert as the API takes it', async () => {
    const { create, user } = renderForm();
    await user.click(screen.getByRole('radio', { name: /Refinance saving/ }));
    await user.click(screen.getByRole('button', { name: 'Add alert' }));
    expect(create).toHaveBeenCalledWith({
      kind: 'refinance',
      series: 'OBMMIC30YF',
      inputs: REFINANCE_DEFAULTS,
      rearmMargin: 0.125,
    });
  });

  it('shows amounts with thousands separators as they are typed, and sends them bare', async () => {
    const { create, user } = renderForm();
    await user.click(screen.getByRole('radio', { name: /Refinance saving/ }));
    const balance = screen.getByLabelText('Balance you owe ($)');
    expect(balance).toHaveAttribute('inputmode', 'decimal');
    await user.clear(balance);
    await user.type(balance, '1234567');
    expect(balance).toHaveValue('1,234,567');
    await user.click(screen.getByRole('button', { name: 'Add alert' }));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ inputs: { ...REFINANCE_DEFAULTS, currentBalance: 1_234_567 } }),
    );
    // Months are whole numbers: the phone's keypad without a decimal point.
    await user.click(screen.getByRole('checkbox', { name: /pay back the closing costs/ }));
    expect(screen.getByLabelText('Break-even (months)')).toHaveAttribute('inputmode', 'numeric');
  });

  it('steps rates by a hundredth and amounts by one with the arrow keys', async () => {
    const { user } = renderForm();
    const target = screen.getByLabelText('Target rate (%)');
    await user.clear(target);
    await user.type(target, '5.75{ArrowUp}');
    expect(target).toHaveValue('5.76');
    await user.click(screen.getByRole('radio', { name: /Refinance saving/ }));
    const balance = screen.getByLabelText('Balance you owe ($)');
    await user.click(balance);
    await user.keyboard('{ArrowDown}');
    expect(balance).toHaveValue('249,999');
  });

  it('watches the 15-year rate for a 15-year refinance', async () => {
    const { create, user } = renderForm();
    await user.click(screen.getByRole('radio', { name: /Refinance saving/ }));
    await user.selectOptions(screen.getByLabelText('New loan term'), '15');
    expect(screen.getByText(/We will email you when the 15-year fixed rate/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add alert' }));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ series: 'OBMMIC15YF', inputs: { ...REFINANCE_DEFAULTS, newTermYears: 15 } }),
    );
  });

  it('shows the rate a payment target implies and the payment today', async () => {
    const { create, user } = renderForm();
    await user.click(screen.getByRole('radio', { name: /Monthly payment/ }));
    await user.type(screen.getByLabelText('Email me when the monthly payment is at most ($)'), '2500');
    const inputs = {
      homePrice: 400_000,
      downPayment: 80_000,
      termYears: 30,
      propertyTaxYearly: 4_800,
      homeInsuranceYearly: 1_200,
      hoaMonthly: 150,
      pmiMonthly: 200,
      targetMonthlyPayment: 2_500,
    };
    expect(
      screen.getByText(
        `We will email you when the 30-year fixed rate is at or below ${paymentThresholdRate(inputs)?.toFixed(3)}%.`,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^At today's 6\.50% the payment would be \$2,872\.62 a month/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add alert' }));
    expect(create).toHaveBeenCalledWith({
      kind: 'payment',
      series: 'OBMMIC30YF',
      inputs,
      rearmMargin: 0.125,
    });
  });

  it('explains a rate move from today’s level and sends no re-arm margin', async () => {
    const { create, user } = renderForm();
    await user.click(screen.getByRole('radio', { name: /Rate move/ }));
    expect(screen.queryByText('Advanced')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        /^The 30-year fixed rate is 6\.50% today: we will email you when it is at or below 6\.250% or at or above 6\.750%\. After it emails you, it measures from the new level/,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add alert' }));
    expect(create).toHaveBeenCalledWith({ kind: 'rate_move', series: 'OBMMIC30YF', inputs: { move: 0.25 } });
  });

  it('explains the re-arm margin under Advanced and checks it', async () => {
    const { create, user } = renderForm();
    await user.click(screen.getByText('Advanced'));
    expect(
      screen.getByText(/so a rate wobbling around your number does not mail you every day/),
    ).toBeVisible();
    await user.clear(screen.getByLabelText('Re-arm margin (points)'));
    await user.type(screen.getByLabelText('Re-arm margin (points)'), '5');
    await user.type(screen.getByLabelText('Target rate (%)'), '6');
    await user.click(screen.getByRole('button', { name: 'Add alert' }));
    expect(screen.getByLabelText('Re-arm margin (points)')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a re-arm margin in points from 0.001 to 2.'),
    );
    expect(create).not.toHaveBeenCalled();
  });
});
