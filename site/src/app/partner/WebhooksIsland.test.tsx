// @vitest-environment jsdom
import '../../../test/support/dom-setup.ts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../../test/support/fake-api.ts';
import WebhooksIsland, { deliveryStatusText } from './WebhooksIsland.tsx';

vi.mock('../navigation.ts', async (original) => ({
  ...(await original<typeof import('../navigation.ts')>()),
  goTo: vi.fn(),
  replaceWith: vi.fn(),
}));

const SESSION = {
  status: 200,
  body: { user: { id: 'u1', email: 'pat@lender.example', plan: 'pro', createdAt: '2026-01-01T00:00:00Z' } },
};

const ENDPOINT = {
  id: '11111111-1111-4111-8111-111111111111',
  url: 'https://hooks.lender.example/mrn',
  events: ['lead.created', 'lead.confirmed'],
  status: 'active',
  consecutiveFailures: 0,
  failingSince: null,
  disabledAt: null,
  disabledReason: null,
  createdAt: '2026-03-01T12:00:00Z',
};

const DELIVERY = {
  id: '7',
  eventType: 'lead.created',
  eventId: '22222222-2222-4222-8222-222222222222',
  status: 'delivered',
  attempts: 3,
  lastStatusCode: 204,
  lastError: null,
  createdAt: '2026-03-02T12:00:00Z',
  deliveredAt: '2026-03-02T12:05:00Z',
  nextAttemptAt: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('WebhooksIsland', () => {
  it('asks an account without a partner profile to set one up', async () => {
    fakeApi({
      'GET /api/auth/session': SESSION,
      'GET /api/partner/webhook': apiError(401, 'unauthorized', 'The API key is missing.'),
    });
    render(<WebhooksIsland />);
    expect(
      await screen.findByRole('heading', { name: 'Set up your partner profile first' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up your partner profile' })).toHaveAttribute(
      'href',
      '/app/partner',
    );
  });

  it('registers an endpoint with the chosen events and shows the secret once with a Copy button', async () => {
    const api = fakeApi({
      'GET /api/auth/session': SESSION,
      'GET /api/partner/webhook': { status: 204 },
      'PUT /api/partner/webhook': (request) => ({
        status: 201,
        body: { endpoint: { ...ENDPOINT, ...(request.body as object) }, secret: 'whsec_shown_once' },
      }),
      'GET /api/partner/webhook/deliveries': { status: 200, body: { deliveries: [] } },
    });
    const user = userEvent.setup();
    render(<WebhooksIsland />);
    await user.type(await screen.findByLabelText(/Endpoint URL/), 'https://hooks.lender.example/mrn');
    await user.click(screen.getByRole('checkbox', { name: /alert\.sent/ }));
    await user.click(screen.getByRole('button', { name: 'Register endpoint' }));
    expect(await screen.findByRole('heading', { name: 'Your signing secret' })).toBeInTheDocument();
    expect(screen.getByLabelText('The signing secret')).toHaveValue('whsec_shown_once');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: '/api/partner/webhook',
        body: {
          url: 'https://hooks.lender.example/mrn',
          events: ['lead.created', 'lead.confirmed', 'lead.unsubscribed'],
        },
      }),
    ]);
    expect(await screen.findByText(/No deliveries yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How to verify the signature' })).toBeInTheDocument();
    expect(screen.getByText(/function verifyMrnSignature/)).toBeInTheDocument();
  });

  it('shows the refusal beside the URL field', async () => {
    fakeApi({
      'GET /api/auth/session': SESSION,
      'GET /api/partner/webhook': { status: 204 },
      'PUT /api/partner/webhook': apiError(
        422,
        'validation_failed',
        'The URL points to a private or local address.',
        {
          url: 'The URL points to a private or local address.',
        },
      ),
    });
    const user = userEvent.setup();
    render(<WebhooksIsland />);
    await user.type(await screen.findByLabelText(/Endpoint URL/), 'https://10.0.0.1/hook');
    await user.click(screen.getByRole('button', { name: 'Register endpoint' }));
    await vi.waitFor(() =>
      expect(screen.getByLabelText(/Endpoint URL/)).toHaveAccessibleDescription(
        expect.stringContaining('The URL points to a private or local address.'),
      ),
    );
    expect(screen.getByLabelText(/Endpoint URL/)).toHaveAttribute('aria-invalid', 'true');
    // Said once, beside the field: not again below the button.
    expect(screen.getAllByText('The URL points to a private or local address.')).toHaveLength(1);
  });

  it('removes the endpoint after a confirm step, and offers to register one again', async () => {
    const api = fakeApi({
      'GET /api/auth/session': SESSION,
      'GET /api/partner/webhook': { status: 200, body: { endpoint: ENDPOINT } },
      'GET /api/partner/webhook/deliveries': { status: 200, body: { deliveries: [DELIVERY] } },
      'DELETE /api/partner/webhook': { status: 204 },
    });
    const user = userEvent.setup();
    render(<WebhooksIsland />);
    await user.click(await screen.findByRole('button', { name: 'Remove endpoint' }));
    const confirm = screen.getByRole('button', { name: 'Yes, remove the endpoint' });
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveAccessibleDescription(/No more events go to https:\/\/hooks\.lender\.example\/mrn/);
    await user.click(confirm);
    expect(await screen.findByRole('heading', { name: 'Register an endpoint' })).toBeInTheDocument();
    expect(screen.getByText('Endpoint removed: no more events are sent.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(api.writes()).toEqual([
      expect.objectContaining({ method: 'DELETE', path: '/api/partner/webhook' }),
    ]);
  });

  it('asks for an event before sending anything, and says each problem once', async () => {
    const api = fakeApi({
      'GET /api/auth/session': SESSION,
      'GET /api/partner/webhook': { status: 204 },
    });
    const user = userEvent.setup();
    render(<WebhooksIsland />);
    await user.type(await screen.findByLabelText(/Endpoint URL/), 'https://hooks.lender.example/mrn');
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Register endpoint' }));
    expect(await screen.findAllByText('Choose at least one event.')).toHaveLength(1);
    expect(api.writes()).toHaveLength(0);
  });

  it('lists deliveries, enables a disabled endpoint again and sends a test event', async () => {
    const api = fakeApi({
      'GET /api/auth/session': SESSION,
      'GET /api/partner/webhook': {
        status: 200,
        body: {
          endpoint: {
            ...ENDPOINT,
            status: 'disabled',
            consecutiveFailures: 31,
            failingSince: '2026-03-02T00:00:00Z',
            disabledAt: '2026-03-03T00:00:00Z',
            disabledReason: 'gave up after 9 attempts in 24 hours: HTTP 503',
          },
        },
      },
      'PUT /api/partner/webhook': { status: 200, body: { endpoint: ENDPOINT, secret: null } },
      'POST /api/partner/webhook/test': {
        status: 202,
        body: { eventId: '33333333-3333-4333-8333-333333333333' },
      },
      'GET /api/partner/webhook/deliveries': { status: 200, body: { deliveries: [DELIVERY] } },
    });
    const user = userEvent.setup();
    render(<WebhooksIsland />);
    const disabled = await screen.findByRole('heading', { name: 'This endpoint is disabled' });
    // Why and since when: every attempt failed for a day, not a short burst.
    expect(disabled.parentElement).toHaveTextContent(
      /every delivery attempt since .*2026.* failed \(31 attempts in a row, for over 24 hours\)/,
    );
    expect(
      screen.getByText('Last error: gave up after 9 attempts in 24 hours: HTTP 503'),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('lead.created');
    expect(row).toHaveTextContent('Delivered');
    expect(row).toHaveTextContent('204');
    expect(row).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Send test event' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Enable again' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'This endpoint is disabled' })).not.toBeInTheDocument(),
    );
    expect(api.writes()[0]).toMatchObject({
      method: 'PUT',
      body: { url: ENDPOINT.url, events: ENDPOINT.events },
    });
    expect(screen.queryByRole('heading', { name: 'Your signing secret' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText(/Test event queued/)).toBeInTheDocument();
    expect(api.writes()[1]).toMatchObject({ method: 'POST', path: '/api/partner/webhook/test' });
  });
});

describe('deliveryStatusText', () => {
  const pending = { ...DELIVERY, status: 'pending' as const, deliveredAt: null };
  it('tells waiting, retrying and held apart', () => {
    expect(deliveryStatusText({ ...pending, attempts: 0 }, false)).toBe('Waiting');
    expect(deliveryStatusText({ ...pending, attempts: 2 }, false)).toBe('Retrying');
    expect(deliveryStatusText({ ...pending, attempts: 2 }, true)).toBe('Held while the endpoint is disabled');
    expect(deliveryStatusText({ ...DELIVERY, status: 'delivered' as const }, true)).toBe('Delivered');
  });
});
