// @vitest-environment jsdom
import '../../../test/support/dom-setup.ts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../../test/support/fake-api.ts';
import { replaceWith } from '../navigation.ts';
import ApiKeysIsland from './ApiKeysIsland.tsx';
import { SECRET_WARNING } from './NewKeySecret.tsx';

vi.mock('../navigation.ts', async (original) => ({
  ...(await original<typeof import('../navigation.ts')>()),
  goTo: vi.fn(),
  replaceWith: vi.fn(),
}));

const SESSION = {
  status: 200,
  body: { user: { id: 'u1', email: 'pat@lender.example', plan: 'pro', createdAt: '2026-01-01T00:00:00Z' } },
};

const OLD_KEY = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Created by partner:create',
  prefix: 'mrn_AbCd1234',
  createdAt: '2026-01-05T12:00:00Z',
  lastUsedAt: '2026-02-01T12:00:00Z',
  revokedAt: null,
};
const REVOKED_KEY = {
  ...OLD_KEY,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Old CRM',
  prefix: 'mrn_ZyXw9876',
  lastUsedAt: null,
  revokedAt: '2026-01-10T12:00:00Z',
};
const NEW_KEY = {
  id: '33333333-3333-4333-8333-333333333333',
  name: 'CRM sync',
  prefix: 'mrn_New12345',
  createdAt: '2026-03-01T12:00:00Z',
  lastUsedAt: null,
  revokedAt: null,
};
const SECRET = 'mrn_New12345-the-rest-of-the-secret';

function keysApi(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/auth/session': SESSION,
    'GET /api/partner/keys': { status: 200, body: { keys: [OLD_KEY, REVOKED_KEY] } },
    ...overrides,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('ApiKeysIsland', () => {
  it('sends a signed-out visitor to sign-in with next=/app/partner/keys', async () => {
    fakeApi({ 'GET /api/auth/session': apiError(401, 'unauthorized', 'Please sign in to continue.') });
    render(<ApiKeysIsland />);
    await vi.waitFor(() => expect(replaceWith).toHaveBeenCalledWith('/app/sign-in?next=/app/partner/keys'));
  });

  it('lists keys with prefix, dates, "Never used" and a revoked badge', async () => {
    keysApi();
    render(<ApiKeysIsland />);
    expect(await screen.findByRole('heading', { name: 'Created by partner:create' })).toBeInTheDocument();
    expect(screen.getByText('mrn_AbCd1234…')).toBeInTheDocument();
    expect(screen.getByText('Never used')).toBeInTheDocument();
    expect(screen.getByText(/^Revoked/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke Created by partner:create' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke Old CRM' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API keys' })).toHaveAttribute('aria-current', 'page');
  });

  it('checks the name before sending and shows the new secret once, with Copy', async () => {
    const api = keysApi({
      'POST /api/partner/keys': { status: 201, body: { key: NEW_KEY, secret: SECRET } },
    });
    const user = userEvent.setup();
    // After setup, which installs its own clipboard.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ApiKeysIsland />);
    await user.click(await screen.findByRole('button', { name: 'Create key' }));
    expect(screen.getByText('Give the key a name.')).toBeInTheDocument();
    expect(api.writes()).toHaveLength(0);

    await user.type(screen.getByLabelText('Key name'), '  CRM sync ');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(SECRET_WARNING)).toBeInTheDocument();
    expect(api.writes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/partner/keys',
      body: { name: 'CRM sync' },
    });
    expect(screen.getByLabelText('The new API key')).toHaveValue(SECRET);
    expect(screen.getByRole('heading', { name: 'CRM sync' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await screen.findByText('Copied to the clipboard.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByLabelText('The new API key')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('selects the secret when the clipboard is not available', async () => {
    keysApi({ 'POST /api/partner/keys': { status: 201, body: { key: NEW_KEY, secret: SECRET } } });
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    render(<ApiKeysIsland />);
    await user.type(await screen.findByLabelText('Key name'), 'CRM sync');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(/The key is selected/)).toBeInTheDocument();
    expect(screen.getByLabelText('The new API key')).toHaveFocus();
  });

  it('shows the server’s 422 beside the field', async () => {
    keysApi({
      'POST /api/partner/keys': apiError(422, 'validation_failed', 'Some fields are missing or invalid.', {
        name: 'At most 60 characters.',
      }),
    });
    const user = userEvent.setup();
    render(<ApiKeysIsland />);
    await user.type(await screen.findByLabelText('Key name'), 'fine');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('At most 60 characters.')).toBeInTheDocument();
    expect(screen.getByText('Some fields are missing or invalid.')).toBeInTheDocument();
  });

  it('asks for a fresh sign-in code when the server wants one, then creates the key', async () => {
    const stale =
      'For your safety, making an API key needs a sign-in from the last 10 minutes. Enter the code we mail you, then create the key.';
    let attempts = 0;
    const api = keysApi({
      'POST /api/partner/keys': () =>
        ++attempts === 1
          ? apiError(403, 'fresh_sign_in_required', stale)
          : { status: 201, body: { key: NEW_KEY, secret: SECRET } },
      'POST /api/auth/sign-in': { status: 202, body: { status: 'sent', message: 'Sent.' } },
      'POST /api/auth/verify-code': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? SESSION
          : apiError(400, 'invalid_code', 'That code is not right, or it has expired.'),
    });
    const user = userEvent.setup();
    render(<ApiKeysIsland />);
    await user.type(await screen.findByLabelText('Key name'), 'CRM sync');
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    const step = await screen.findByRole('region', { name: 'Confirm it is you' });
    expect(within(step).getByText(stale)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Confirm it is you' })).toHaveFocus();
    await user.click(within(step).getByRole('button', { name: 'Email me a code' }));
    expect(await within(step).findByText(/We sent a 6-digit code to pat@lender.example/)).toBeInTheDocument();
    expect(api.writes()[1]).toMatchObject({
      path: '/api/auth/sign-in',
      body: { email: 'pat@lender.example' },
    });

    const codeField = within(step).getByLabelText('6-digit code from the mail');
    await user.type(codeField, '12345');
    await user.click(within(step).getByRole('button', { name: 'Confirm and create key' }));
    expect(within(step).getByText('Enter the 6-digit code from the mail we sent you.')).toBeInTheDocument();

    await user.clear(codeField);
    await user.type(codeField, '654321');
    await user.click(within(step).getByRole('button', { name: 'Confirm and create key' }));
    expect(await within(step).findByText('That code is not right, or it has expired.')).toBeInTheDocument();

    await user.clear(codeField);
    await user.type(codeField, '123456');
    await user.click(within(step).getByRole('button', { name: 'Confirm and create key' }));
    expect(await screen.findByText(SECRET_WARNING)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Confirm it is you' })).not.toBeInTheDocument();
    // The key is made: the first answer's "needs a fresh sign-in" is not left under the form.
    expect(screen.queryByText(/For your safety/)).not.toBeInTheDocument();
    expect(api.writes().map((write) => write.path)).toEqual([
      '/api/partner/keys',
      '/api/auth/sign-in',
      '/api/auth/verify-code',
      '/api/auth/verify-code',
      '/api/partner/keys',
    ]);
    expect(api.writes().at(-1)?.body).toEqual({ name: 'CRM sync' });
  });

  it('revokes a key after a confirm step', async () => {
    const api = keysApi({ [`DELETE /api/partner/keys/${OLD_KEY.id}`]: { status: 204 } });
    const user = userEvent.setup();
    render(<ApiKeysIsland />);
    await user.click(await screen.findByRole('button', { name: 'Revoke Created by partner:create' }));
    expect(api.writes()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(api.writes()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Revoke Created by partner:create' }));
    await user.click(screen.getByRole('button', { name: 'Yes, revoke Created by partner:create' }));
    await vi.waitFor(() => expect(screen.getAllByText(/^Revoked/)).toHaveLength(2));
    expect(api.writes()[0]).toMatchObject({ method: 'DELETE', path: `/api/partner/keys/${OLD_KEY.id}` });
    expect(screen.queryByRole('button', { name: /^Revoke/ })).not.toBeInTheDocument();
  });

  it('explains a signed-in account without a partner profile', async () => {
    keysApi({ 'GET /api/partner/keys': apiError(401, 'unauthorized', 'Send your partner API key.') });
    render(<ApiKeysIsland />);
    const heading = await screen.findByRole('heading', { name: 'Set up your partner profile first' });
    const section = heading.closest('section') as HTMLElement;
    expect(within(section).getByRole('link', { name: /Set up your partner profile/ })).toHaveAttribute(
      'href',
      '/app/partner',
    );
    expect(replaceWith).not.toHaveBeenCalledWith('/app/sign-in?next=/app/partner/keys');
  });
});
