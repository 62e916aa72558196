// @vitest-environment jsdom
import '../../test/support/dom-setup.ts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../test/support/fake-api.ts';
import AccountIsland from './AccountIsland.tsx';
import { goTo, replaceWith } from './navigation.ts';

vi.mock('./navigation.ts', async (original) => ({
  ...(await original<typeof import('./navigation.ts')>()),
  goTo: vi.fn(),
  replaceWith: vi.fn(),
}));

const ACCOUNT = {
  email: 'pat@example.com',
  plan: 'free',
  createdAt: '2026-01-01T00:00:00Z',
  pendingEmail: null,
  preferences: { alertMails: true, newsletter: false, weeklyDigest: false },
  mailSuppression: null,
};

function accountApi(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({ 'GET /api/app/account': { status: 200, body: ACCOUNT }, ...overrides });
}

describe('AccountIsland', () => {
  it('sends a signed-out visitor to sign-in with next=/app/account', async () => {
    fakeApi({ 'GET /api/app/account': apiError(401, 'unauthorized', 'Please sign in to continue.') });
    render(<AccountIsland />);
    await vi.waitFor(() => expect(replaceWith).toHaveBeenCalledWith('/app/sign-in?next=/app/account'));
  });

  it('says why mail stopped and asks for mail again on the button', async () => {
    const api = accountApi({
      'GET /api/app/account': {
        status: 200,
        body: {
          ...ACCOUNT,
          mailSuppression: {
            reason: 'hard_bounce',
            detail: '550 5.1.1 user unknown',
            since: '2026-11-27T14:02:11.000Z',
          },
        },
      },
      'POST /api/app/account/mail-suppression/lift': {
        status: 200,
        body: { lifted: true, message: 'We will send you mail again.' },
      },
    });
    const user = userEvent.setup();
    render(<AccountIsland />);
    expect(
      await screen.findByText('Mail to this address bounced on 27 Nov 2026: 550 5.1.1 user unknown'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send me mail again' }));
    await vi.waitFor(() => expect(screen.queryByText(/bounced on 27 Nov 2026/)).not.toBeInTheDocument());
    expect(api.writes()).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/app/account/mail-suppression/lift', body: {} }),
    ]);
  });

  it('asks for an address change and shows the waiting address', async () => {
    const api = accountApi({
      'POST /api/app/account/email': {
        status: 202,
        body: { status: 'sent', message: 'We sent a link to new@example.com.' },
      },
    });
    const user = userEvent.setup();
    render(<AccountIsland />);
    await user.type(await screen.findByLabelText('New email address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(screen.getByText('Enter an email address like name@example.com.')).toBeInTheDocument();
    expect(api.writes()).toHaveLength(0);

    await user.clear(screen.getByLabelText('New email address'));
    await user.type(screen.getByLabelText('New email address'), 'New@Example.com');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText('We sent a link to new@example.com.')).toBeInTheDocument();
    expect(api.writes()[0].body).toEqual({ email: 'new@example.com' });
    expect(screen.getByText(/Waiting for confirmation/)).toHaveTextContent('new@example.com');
  });

  it('asks for a fresh sign-in code before an address change when the server wants one, then asks again', async () => {
    const stale =
      'For your safety, changing your address needs a sign-in from the last 10 minutes. Enter the code we mail you, then ask for the change again.';
    let attempts = 0;
    const api = accountApi({
      'POST /api/app/account/email': () =>
        ++attempts === 1
          ? apiError(403, 'fresh_sign_in_required', stale)
          : { status: 202, body: { status: 'sent', message: 'We sent a link to new@example.com.' } },
      'GET /api/auth/session': {
        status: 200,
        body: {
          user: { id: 'u1', email: 'pat@example.com', plan: 'free', createdAt: '2026-01-01T00:00:00Z' },
        },
      },
      'POST /api/auth/sign-in': { status: 202, body: { status: 'sent', message: 'Sent.' } },
      'POST /api/auth/verify-code': {
        status: 200,
        body: {
          user: { id: 'u1', email: 'pat@example.com', plan: 'free', createdAt: '2026-01-01T00:00:00Z' },
        },
      },
    });
    const user = userEvent.setup();
    render(<AccountIsland />);
    await user.type(await screen.findByLabelText('New email address'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Change email' }));

    const step = await screen.findByRole('region', { name: 'Confirm it is you' });
    expect(within(step).getByText(stale)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Confirm it is you' })).toHaveFocus();
    await user.click(within(step).getByRole('button', { name: 'Email me a code' }));
    expect(await within(step).findByText(/We sent a 6-digit code to pat@example.com/)).toBeInTheDocument();
    await user.type(within(step).getByLabelText('6-digit code from the mail'), '123456');
    await user.click(within(step).getByRole('button', { name: 'Confirm and change email' }));

    expect(await screen.findByText('We sent a link to new@example.com.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Confirm it is you' })).not.toBeInTheDocument();
    // The first answer's "needs a fresh sign-in" is not left under the form.
    expect(screen.queryByText(stale)).not.toBeInTheDocument();
    expect(screen.getByText(/Waiting for confirmation/)).toHaveTextContent('new@example.com');
    expect(api.writes().map((write) => write.path)).toEqual([
      '/api/app/account/email',
      '/api/auth/sign-in',
      '/api/auth/verify-code',
      '/api/app/account/email',
    ]);
  });

  it('saves a notification preference and shows what the server answered', async () => {
    const api = accountApi({
      'PATCH /api/app/account/preferences': {
        status: 200,
        body: {
          ...ACCOUNT,
          preferences: { alertMails: false, newsletter: false, weeklyDigest: false },
          notice: null,
        },
      },
    });
    render(<AccountIsland />);
    const alertMails = await screen.findByLabelText(
      /Rate alert mails \(turning this off pauses all your alerts\)/,
    );
    expect(alertMails).toBeChecked();
    await userEvent.setup().click(alertMails);
    expect(api.writes()[0]).toMatchObject({ method: 'PATCH', body: { alertMails: false } });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(alertMails).not.toBeChecked();
  });

  it('shows the notice when turning alert mails on could not resume every alert', async () => {
    accountApi({
      'GET /api/app/account': {
        status: 200,
        body: { ...ACCOUNT, preferences: { alertMails: false, newsletter: false, weeklyDigest: false } },
      },
      'PATCH /api/app/account/preferences': {
        status: 200,
        body: { ...ACCOUNT, notice: 'Two alerts stay paused: the Free plan allows 3 active alerts.' },
      },
    });
    render(<AccountIsland />);
    await userEvent.setup().click(await screen.findByLabelText(/Rate alert mails/));
    expect(
      await screen.findByText('Two alerts stay paused: the Free plan allows 3 active alerts.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Rate alert mails/)).toBeChecked();
  });

  it('puts a preference back and says why when saving fails', async () => {
    accountApi({ 'PATCH /api/app/account/preferences': 'network-error' });
    render(<AccountIsland />);
    const newsletter = await screen.findByLabelText(/Newsletter/);
    await userEvent.setup().click(newsletter);
    expect(
      await screen.findByText('We could not reach the server. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(newsletter).not.toBeChecked();
  });

  it('offers the exports as plain download links', async () => {
    accountApi();
    render(<AccountIsland />);
    expect(await screen.findByRole('link', { name: 'Download as JSON' })).toHaveAttribute(
      'href',
      '/api/app/account/export?format=json',
    );
    expect(screen.getByRole('link', { name: 'Download as CSV (spreadsheet)' })).toHaveAttribute('download');
  });

  it('signs out everywhere; a homebuyer has no API keys to revoke', async () => {
    const api = accountApi({
      'GET /api/app/partner': { status: 204 },
      'POST /api/auth/sign-out-everywhere': { status: 204 },
    });
    render(<AccountIsland />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('/app/sign-in'));
    expect(api.writes()[0]).toMatchObject({ path: '/api/auth/sign-out-everywhere', body: {} });
    expect(screen.queryByLabelText(/revoke all my partner API keys/)).not.toBeInTheDocument();
  });

  it('offers a partner to revoke every API key while signing out everywhere', async () => {
    const api = accountApi({
      'GET /api/app/partner': {
        status: 200,
        body: {
          businessName: 'Acme Mortgage',
          licenceId: null,
          website: null,
          logoUrl: null,
          replyToEmail: null,
          replyToEmailStatus: 'none',
          plan: 'trial',
          trialEndsAt: '2026-02-01T00:00:00Z',
          trialDaysLeft: 12,
          createdAt: '2026-01-01T00:00:00Z',
        },
      },
      'POST /api/auth/sign-out-everywhere': { status: 204 },
    });
    const user = userEvent.setup();
    render(<AccountIsland />);
    const revoke = await screen.findByLabelText(/Also revoke all my partner API keys/);
    expect(revoke).not.toBeChecked();
    await user.click(revoke);
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('/app/sign-in'));
    expect(api.writes()[0]).toMatchObject({
      path: '/api/auth/sign-out-everywhere',
      body: { revokeApiKeys: true },
    });
  });

  it('deletes the account only when the typed address matches', async () => {
    const api = accountApi({ 'POST /api/app/account/delete': { status: 204 } });
    const user = userEvent.setup();
    render(<AccountIsland />);
    const confirm = await screen.findByLabelText(/Type your email address/);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByText('Type your email address to confirm.')).toBeInTheDocument();
    await user.type(confirm, 'other@example.com');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByText('Type pat@example.com exactly to confirm.')).toBeInTheDocument();
    expect(api.writes()).toHaveLength(0);

    await user.clear(confirm);
    await user.type(confirm, 'PAT@example.com');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('/app/deleted'));
    expect(api.writes()[0].body).toEqual({ confirmEmail: 'pat@example.com' });
  });
});
