// @vitest-environment jsdom
import '../../test/support/dom-setup.ts';
import { refinanceThresholdRate } from '@mrn/sdk/finance/refinance-alert';
import type { AccountAlert } from '@mrn/sdk/schemas/app-alerts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accountAlert, REFINANCE_INPUTS } from '../../test/support/account-alert.ts';
import AlertRow from './AlertRow.tsx';
import type { ApiResult } from './api-request.ts';

const ALERT = accountAlert();
const TODAY = { OBMMIC30YF: 6.5, OBMMIC15YF: 5.875 };

function ok<T>(data: T): ApiResult<T> {
  return { ok: true, status: 200, data };
}

function renderRow(alert: AccountAlert = ALERT) {
  const update = vi.fn(
    async (_id: string, changes: object) => ok({ ...alert, ...changes }) as ApiResult<AccountAlert>,
  );
  const remove = vi.fn(async () => ({ ok: true, status: 204, data: undefined }) as ApiResult<undefined>);
  const onDeleted = vi.fn();
  render(
    <ul>
      <AlertRow alert={alert} update={update} remove={remove} onDeleted={onDeleted} todayRates={TODAY} />
    </ul>,
  );
  return { update, remove, onDeleted, user: userEvent.setup() };
}

describe('AlertRow', () => {
  it('describes the alert, its status and that it has not fired', () => {
    renderRow();
    expect(screen.getByRole('heading', { name: '30-year fixed below 5.750%' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Not fired yet')).toBeInTheDocument();
    expect(screen.queryByText(/From /)).not.toBeInTheDocument();
  });

  it('shows the partner, the last mail and the history of sent mails', () => {
    renderRow({
      ...ALERT,
      status: 'pending',
      partnerName: 'Acme Mortgages',
      lastNotifiedAt: '2026-02-03T15:00:00Z',
      notifications: [
        { sentAt: '2026-02-03T15:00:00Z', rate: 5.7, observationDate: '2026-02-02' },
        { sentAt: '2026-01-20T15:00:00Z', rate: 5.74, observationDate: '2026-01-19' },
      ],
    });
    expect(screen.getByText('From Acme Mortgages')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText(/Last alert sent/)).toHaveTextContent('Last alert sent Feb 3, 2026');
    expect(screen.getByText('History of sent alerts (2 mails)')).toBeInTheDocument();
    expect(screen.getByText('5.74%')).toBeInTheDocument();
    expect(screen.getByText('Jan 19, 2026')).toBeInTheDocument();
  });

  it('edits inline and sends only the changed fields', async () => {
    const { update, user } = renderRow();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Rate')).toHaveFocus();
    expect(screen.getByLabelText('Target rate (%)')).toHaveValue('5.750');
    await user.clear(screen.getByLabelText('Target rate (%)'));
    await user.type(screen.getByLabelText('Target rate (%)'), '5.5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(update).toHaveBeenCalledWith('a1', { kind: 'rate', threshold: 5.5 });
    expect(await screen.findByText('Alert saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('closes the edit form without a request when nothing changed', async () => {
    const { update, user } = renderRow();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(update).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('pauses an active alert and shows the message of a refused resume', async () => {
    const { update, user } = renderRow();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(update).toHaveBeenCalledWith('a1', { kind: 'rate', status: 'paused' });

    const refused = vi.fn(
      async () =>
        ({
          ok: false,
          status: 409,
          code: 'plan_limit',
          message: 'You have 3 active alerts, the most the Free plan allows.',
          fields: {},
        }) as ApiResult<AccountAlert>,
    );
    render(
      <ul>
        <AlertRow
          alert={{ ...ALERT, id: 'a2', status: 'paused' }}
          update={refused}
          remove={vi.fn()}
          onDeleted={vi.fn()}
          todayRates={TODAY}
        />
      </ul>,
    );
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(refused).toHaveBeenCalledWith('a2', { kind: 'rate', status: 'active' });
    expect(
      await screen.findByText('You have 3 active alerts, the most the Free plan allows.'),
    ).toBeInTheDocument();
  });

  it('asks before deleting, and deletes only on confirmation', async () => {
    const { remove, onDeleted, user } = renderRow();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(remove).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete alert' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete alert' }));
    expect(remove).toHaveBeenCalledWith('a1');
    expect(onDeleted).toHaveBeenCalledWith('30-year fixed below 5.750%');
  });

  it('says where a rate alert stands against today’s rate', () => {
    renderRow();
    expect(screen.getByText('Fires when the 30-year fixed rate is at or below 5.750%.')).toBeInTheDocument();
    expect(
      screen.getByText('The 30-year fixed rate is 6.50%, 0.75 points above your 5.750% target.'),
    ).toBeInTheDocument();
  });

  it('says when a fired alert re-arms', () => {
    renderRow({
      ...ALERT,
      armed: false,
      rearmAt: 5.875,
      lastNotifiedAt: '2026-11-03T15:00:00Z',
      notifications: [{ sentAt: '2026-11-03T15:00:00Z', rate: 5.7, observationDate: '2026-11-03' }],
    });
    expect(
      screen.getByText('Fired on Nov 3, 2026; re-arms when the 30-year fixed rate is back above 5.875%.'),
    ).toBeInTheDocument();
  });

  const refinanceThreshold = refinanceThresholdRate(REFINANCE_INPUTS) ?? 0;
  const REFINANCE = accountAlert({
    id: 'r1',
    kind: 'refinance',
    threshold: refinanceThreshold,
    inputs: { kind: 'refinance', refinance: REFINANCE_INPUTS },
  });

  it('describes a refinance alert: the loan, the rule, the derived rate and the saving today', () => {
    renderRow(REFINANCE);
    expect(
      screen.getByRole('heading', { name: 'Refinance $250,000 at 7.5%: save at least $150.00 a month' }),
    ).toBeInTheDocument();
    expect(screen.getByText('25 years left; $5,000 closing costs; new 30-year loan.')).toBeInTheDocument();
    expect(
      screen.getByText(`Fires when the 30-year fixed rate is at or below ${refinanceThreshold.toFixed(3)}%.`),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^At today's 6\.50%, refinancing would save \$[\d.]+ a month/),
    ).toBeInTheDocument();
  });

  it('names the series a money alert watches when it is not the conforming rate', () => {
    renderRow({ ...REFINANCE, series: 'OBMMIFHA30YF', seriesLabel: '30-year FHA' });
    expect(
      screen.getByText(`Fires when the 30-year FHA rate is at or below ${refinanceThreshold.toFixed(3)}%.`),
    ).toBeInTheDocument();
  });

  it('edits a refinance alert with its own fields and sends its inputs whole', async () => {
    const { update, user } = renderRow(REFINANCE);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Balance you owe ($)')).toHaveFocus();
    expect(screen.queryByLabelText('Target rate (%)')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Closing costs ($)'));
    await user.type(screen.getByLabelText('Closing costs ($)'), '6000');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(update).toHaveBeenCalledWith('r1', {
      kind: 'refinance',
      inputs: { ...REFINANCE_INPUTS, closingCosts: 6000 },
    });
  });

  it('describes a rate-move alert by its two edges', () => {
    renderRow(
      accountAlert({
        kind: 'rate_move',
        threshold: 6.25,
        upperThreshold: 6.75,
        rearmMargin: null,
        inputs: { kind: 'rate_move', rateMove: { move: 0.25, baseRate: 6.5 } },
      }),
    );
    expect(screen.getByRole('heading', { name: '30-year fixed moves 0.25 points' })).toBeInTheDocument();
    expect(
      screen.getByText('Fires when the 30-year fixed rate is at or below 6.250%, or at or above 6.750%.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/this alert fires at 6\.250% or below, or 6\.750% or above \(0\.25 points away\)/),
    ).toBeInTheDocument();
  });

  it('edits a payment alert with its own fields; a bad amount is refused beside its field', async () => {
    const payment = {
      homePrice: 400_000,
      downPayment: 80_000,
      termYears: 30,
      propertyTaxYearly: 4_800,
      homeInsuranceYearly: 1_200,
      hoaMonthly: 0,
      pmiMonthly: 0,
      targetMonthlyPayment: 2_500,
    };
    const { update, user } = renderRow(
      accountAlert({ id: 'p1', kind: 'payment', threshold: 5.5, inputs: { kind: 'payment', payment } }),
    );
    expect(
      screen.getByRole('heading', { name: 'Payment of $2,500.00 a month or less on a $400,000 home' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const target = screen.getByLabelText('Email me when the monthly payment is at most ($)');
    await user.clear(target);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(update).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(target).toHaveFocus());
    expect(target).toHaveAccessibleDescription(
      expect.stringContaining('Enter the monthly payment you want, in dollars from 1 to 100,000,000.'),
    );
    await user.type(target, '2400');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(update).toHaveBeenCalledWith('p1', {
      kind: 'payment',
      inputs: { ...payment, targetMonthlyPayment: 2400 },
    });
  });
});
