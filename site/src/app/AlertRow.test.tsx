// @vitest-environment jsdom
import './testing/dom-setup.ts';
import type { AccountAlert } from '@mrn/sdk/schemas/app-alerts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import AlertRow from './AlertRow.tsx';
import type { ApiResult } from './api-request.ts';

const ALERT: AccountAlert = {
  id: 'a1',
  rateType: '30y',
  threshold: 5.75,
  direction: 'below',
  status: 'active',
  partnerName: null,
  createdAt: '2026-01-01T00:00:00Z',
  lastNotifiedAt: null,
  notifications: [],
};

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
      <AlertRow alert={alert} update={update} remove={remove} onDeleted={onDeleted} />
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
    expect(update).toHaveBeenCalledWith('a1', { threshold: 5.5 });
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
    expect(update).toHaveBeenCalledWith('a1', { status: 'paused' });

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
        />
      </ul>,
    );
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(refused).toHaveBeenCalledWith('a2', { status: 'active' });
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
});
