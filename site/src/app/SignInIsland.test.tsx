// @vitest-environment jsdom
import '../../test/support/dom-setup.ts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../test/support/fake-api.ts';
import { goTo } from './navigation.ts';
import SignInIsland from './SignInIsland.tsx';

vi.mock('./navigation.ts', async (original) => ({
  ...(await original<typeof import('./navigation.ts')>()),
  goTo: vi.fn(),
}));

const SENT = {
  status: 202,
  body: { status: 'sent', message: 'We sent a sign-in link and code to your address.' },
};
const USER = {
  user: { id: 'u1', email: 'pat@example.com', plan: 'free', createdAt: '2026-01-01T00:00:00Z' },
};

async function reachCodeStep() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email address'), ' Pat@Example.com ');
  await user.click(screen.getByRole('button', { name: 'Email me a sign-in code' }));
  await screen.findByRole('heading', { name: 'Check your email' });
  return user;
}

describe('SignInIsland', () => {
  it("checks the address with the API's schema before sending anything", async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    render(<SignInIsland mode="sign-in" />);
    await user.type(screen.getByLabelText('Email address'), 'pat@');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in code' }));
    expect(screen.getByText('Enter an email address like name@example.com.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });

  it('mails a code, then shows the check-your-email step with a one-time-code input', async () => {
    const api = fakeApi({ 'POST /api/auth/sign-in': SENT });
    render(<SignInIsland mode="sign-in" />);
    await reachCodeStep();
    expect(api.writes()[0].body).toEqual({ email: 'pat@example.com' });
    expect(screen.getByText('We sent a sign-in link and code to your address.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Check your email' })).toHaveFocus();
    const code = screen.getByLabelText('6-digit code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('signs in with the code and goes to a same-site next path', async () => {
    window.history.replaceState(null, '', '/app/sign-in?next=/app/account');
    const api = fakeApi({
      'POST /api/auth/sign-in': SENT,
      'POST /api/auth/verify-code': { status: 200, body: USER },
    });
    render(<SignInIsland mode="sign-in" />);
    const user = await reachCodeStep();
    await user.type(screen.getByLabelText('6-digit code'), '12 34a56');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('/app/account'));
    // The mailed link returns there too (a link opened in another tab or on another device).
    expect(api.writes()[0].body).toEqual({ email: 'pat@example.com', next: '/app/account' });
    expect(api.writes()[1]).toMatchObject({
      path: '/api/auth/verify-code',
      body: { email: 'pat@example.com', code: '123456' },
    });
  });

  it('keeps all six digits of a pasted code with spaces or a dash around them', async () => {
    fakeApi({ 'POST /api/auth/sign-in': SENT });
    render(<SignInIsland mode="sign-in" />);
    const user = await reachCodeStep();
    const code = screen.getByLabelText('6-digit code');
    for (const pasted of [' 287291', '287 291', '287-291 ']) {
      await user.clear(code);
      await user.click(code);
      await user.paste(pasted);
      expect(code).toHaveValue('287291');
    }
  });

  it('ignores a next that is not a path of ours', async () => {
    window.history.replaceState(null, '', '/app/sign-in?next=https://evil.example/app');
    fakeApi({ 'POST /api/auth/sign-in': SENT, 'POST /api/auth/verify-code': { status: 200, body: USER } });
    render(<SignInIsland mode="sign-in" />);
    const user = await reachCodeStep();
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith('/app'));
  });

  it('goes on to next when the mailed link signed this browser in from another tab', async () => {
    window.history.replaceState(null, '', '/app/sign-in?next=/app/partner');
    fakeApi({ 'POST /api/auth/sign-in': SENT });
    render(<SignInIsland mode="sign-in" />);
    await reachCodeStep();
    vi.mocked(goTo).mockClear();
    window.dispatchEvent(new Event('focus'));
    expect(goTo).not.toHaveBeenCalled();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; the island reads document.cookie
    document.cookie = 'mrn_signed_in=account; path=/';
    window.dispatchEvent(new Event('focus'));
    expect(goTo).toHaveBeenCalledWith('/app/partner');
    // biome-ignore lint/suspicious/noDocumentCookie: as above
    document.cookie = 'mrn_signed_in=; max-age=0; path=/';
  });

  it("shows the schema's message for a short code and the server's for a wrong one", async () => {
    fakeApi({
      'POST /api/auth/sign-in': SENT,
      'POST /api/auth/verify-code': apiError(400, 'invalid_code', 'That code is wrong or expired.'),
    });
    render(<SignInIsland mode="sign-in" />);
    const user = await reachCodeStep();
    await user.type(screen.getByLabelText('6-digit code'), '123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter the 6-digit code from the mail we sent you.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('6-digit code'), '456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is wrong or expired.');
    expect(goTo).not.toHaveBeenCalled();
  });

  it("shows the server's message on 429", async () => {
    fakeApi({
      'POST /api/auth/sign-in': apiError(
        429,
        'rate_limited',
        'Too many sign-in mails. Try again in 10 minutes.',
      ),
    });
    const user = userEvent.setup();
    render(<SignInIsland mode="sign-up" />);
    await user.type(screen.getByLabelText('Email address'), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Too many sign-in mails. Try again in 10 minutes.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
  });

  it('sends a new code, and goes back to the email step on request', async () => {
    const api = fakeApi({ 'POST /api/auth/sign-in': SENT });
    render(<SignInIsland mode="sign-in" />);
    const user = await reachCodeStep();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(/We sent a new code to pat@example.com/)).toBeInTheDocument();
    expect(api.writes()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(screen.getByLabelText('Email address')).toHaveFocus();
  });

  it('says plainly when the server cannot be reached', async () => {
    fakeApi({ 'POST /api/auth/sign-in': 'network-error' });
    const user = userEvent.setup();
    render(<SignInIsland mode="sign-in" />);
    await user.type(screen.getByLabelText('Email address'), 'pat@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Check your connection and try again.',
    );
  });

  it('links sign-in and sign-up to each other, keeping next', () => {
    window.history.replaceState(null, '', '/app/sign-in?next=/app/account');
    render(<SignInIsland mode="sign-in" />);
    expect(screen.getByRole('link', { name: 'Create your free account' })).toHaveAttribute(
      'href',
      '/app/sign-up?next=%2Fapp%2Faccount',
    );
    render(<SignInIsland mode="sign-up" />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/app/sign-in?next=%2Fapp%2Faccount',
    );
  });
});

describe('before hydration', () => {
  it('renders the submit button disabled, so an early press cannot GET the address into the URL', () => {
    const html = renderToString(<SignInIsland mode="sign-in" />);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });

  it('enables it once React runs', () => {
    render(<SignInIsland mode="sign-in" />);
    expect(screen.getByRole('button', { name: 'Email me a sign-in code' })).toBeEnabled();
  });
});
