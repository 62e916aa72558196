// @vitest-environment jsdom
import '../../test/support/dom-setup.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../test/support/fake-api.ts';
import ConfirmEmailIsland from './ConfirmEmailIsland.tsx';
import { goTo } from './navigation.ts';
import VerifyLinkIsland from './VerifyLinkIsland.tsx';

vi.mock('./navigation.ts', async (original) => ({
  ...(await original<typeof import('./navigation.ts')>()),
  goTo: vi.fn(),
}));

const TOKEN = 'c0ffee00-1111-2222-3333-444455556666.abcdefghijklmnop';
const USER = {
  user: { id: 'u1', email: 'pat@example.com', plan: 'free', createdAt: '2026-01-01T00:00:00Z' },
};

describe('VerifyLinkIsland (/app/verify)', () => {
  it('does nothing on load: mail scanners open links', async () => {
    window.history.replaceState(null, '', `/app/verify?token=${TOKEN}`);
    const api = fakeApi({});
    render(<VerifyLinkIsland />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.requests).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends the token on the button press and opens the dashboard', async () => {
    window.history.replaceState(null, '', `/app/verify?token=${TOKEN}`);
    const api = fakeApi({ 'POST /api/auth/verify-link': { status: 200, body: USER } });
    render(<VerifyLinkIsland />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('/app'));
    expect(api.writes()[0]).toMatchObject({
      body: { token: TOKEN },
      headers: { 'content-type': 'application/json' },
    });
  });

  it('returns to the next of the link when it is a path of ours, else to the dashboard', async () => {
    for (const [next, expected] of [
      ['%2Fapp%2Fpartner%2Fforms', '/app/partner/forms'],
      ['//evil.example/app', '/app'],
    ]) {
      vi.mocked(goTo).mockClear();
      window.history.replaceState(null, '', `/app/verify?token=${TOKEN}&next=${next}`);
      fakeApi({ 'POST /api/auth/verify-link': { status: 200, body: USER } });
      const { unmount } = render(<VerifyLinkIsland />);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
      await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith(expected));
      unmount();
    }
  });

  it('keeps next in the way to start again', async () => {
    window.history.replaceState(null, '', `/app/verify?token=${TOKEN}&next=/app/partner`);
    fakeApi({
      'POST /api/auth/verify-link': apiError(400, 'link_used', 'This sign-in link was already used.'),
    });
    render(<VerifyLinkIsland />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('link', { name: 'Get a new sign-in link' })).toHaveAttribute(
      'href',
      '/app/sign-in?next=/app/partner',
    );
  });

  it("shows the server's message for a used link, with a way to start again", async () => {
    window.history.replaceState(null, '', `/app/verify?token=${TOKEN}`);
    fakeApi({
      'POST /api/auth/verify-link': apiError(400, 'link_used', 'This sign-in link was already used.'),
    });
    render(<VerifyLinkIsland />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('This sign-in link was already used.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a new sign-in link' })).toHaveAttribute(
      'href',
      '/app/sign-in',
    );
    expect(goTo).not.toHaveBeenCalled();
  });

  it('explains an incomplete link without calling the API', async () => {
    window.history.replaceState(null, '', '/app/verify?token=x');
    const api = fakeApi({});
    render(<VerifyLinkIsland />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(api.requests).toHaveLength(0);
  });
});

describe('ConfirmEmailIsland (/app/confirm-email)', () => {
  const ACCOUNT = {
    email: 'new@example.com',
    plan: 'free',
    createdAt: '2026-01-01T00:00:00Z',
    pendingEmail: null,
    preferences: { alertMails: true, newsletter: false, weeklyDigest: false },
    mailSuppression: null,
  };

  it('confirms on the button press only and shows the new address', async () => {
    window.history.replaceState(null, '', `/app/confirm-email?token=${TOKEN}`);
    const api = fakeApi({ 'POST /api/app/account/email/confirm': { status: 200, body: ACCOUNT } });
    render(<ConfirmEmailIsland />);
    expect(api.requests).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm new address' }));
    expect(await screen.findByText('new@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your account' })).toHaveAttribute(
      'href',
      '/app/account',
    );
    expect(api.writes()[0].body).toEqual({ token: TOKEN });
  });

  it("shows the server's message for an expired link", async () => {
    window.history.replaceState(null, '', `/app/confirm-email?token=${TOKEN}`);
    fakeApi({
      'POST /api/app/account/email/confirm': apiError(400, 'link_expired', 'This link has expired.'),
    });
    render(<ConfirmEmailIsland />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm new address' }));
    expect(await screen.findByText('This link has expired.')).toBeInTheDocument();
  });
});
