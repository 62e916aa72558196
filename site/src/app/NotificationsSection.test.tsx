// @vitest-environment jsdom
import '../../test/support/dom-setup.ts';
import type { Account } from '@mrn/sdk/schemas/account';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/support/fake-api.ts';
import NotificationsSection from './NotificationsSection.tsx';

const ACCOUNT: Account = {
  email: 'pat@example.com',
  plan: 'free',
  createdAt: '2026-01-01T00:00:00Z',
  pendingEmail: null,
  preferences: { alertMails: true, newsletter: false, weeklyDigest: false },
  mailSuppression: null,
};

describe('NotificationsSection', () => {
  it('turns the weekly digest on with one PATCH and hands the saved account back', async () => {
    const saved = { ...ACCOUNT, preferences: { ...ACCOUNT.preferences, weeklyDigest: true } };
    const api = fakeApi({
      'PATCH /api/app/account/preferences': { status: 200, body: { ...saved, notice: null } },
    });
    const onSaved = vi.fn();
    render(<NotificationsSection account={ACCOUNT} onSaved={onSaved} />);
    const digest = screen.getByLabelText(/Weekly digest/);
    expect(digest).not.toBeChecked();
    expect(digest).toHaveAccessibleDescription(/how far each of your alerts is from firing/);

    await userEvent.setup().click(digest);
    expect(api.writes()).toEqual([
      expect.objectContaining({ method: 'PATCH', body: { weeklyDigest: true } }),
    ]);
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(saved);
  });
});
