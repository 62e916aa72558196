import { accountAlertListSchema } from '@mrn/sdk/schemas/app-alerts';
import { signInSentSchema } from '@mrn/sdk/schemas/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi } from '../../test/support/fake-api.ts';
import { apiRequest, NETWORK_FAILURE_MESSAGE } from './api-request.ts';

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends JSON with same-origin cookies and parses the answer with the shared schema', async () => {
    const api = fakeApi({
      'POST /api/auth/sign-in': { status: 202, body: { status: 'sent', message: 'Mail sent.' } },
    });
    const result = await apiRequest('/api/auth/sign-in', {
      method: 'POST',
      body: { email: 'pat@example.com' },
      schema: signInSentSchema,
    });
    expect(result).toEqual({ ok: true, status: 202, data: { status: 'sent', message: 'Mail sent.' } });
    expect(api.requests[0]).toMatchObject({
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: { email: 'pat@example.com' },
    });
  });

  it('gives every non-GET a JSON body and content type, even without a payload (the CSRF check)', async () => {
    const api = fakeApi({
      'POST /api/auth/sign-out': { status: 204 },
      'GET /api/auth/session': { status: 401 },
    });
    await apiRequest('/api/auth/sign-out', { method: 'POST' });
    await apiRequest('/api/auth/session');
    expect(api.requests[0].headers['content-type']).toBe('application/json');
    expect(api.requests[0].body).toEqual({});
    expect(api.requests[1].headers['content-type']).toBeUndefined();
  });

  it("returns the API's error message and per-field messages", async () => {
    fakeApi({
      'POST /api/app/alerts': apiError(422, 'invalid_request', 'Check the highlighted fields.', {
        threshold: 'Enter a rate between 0.5% and 20%, e.g. 5.75.',
      }),
    });
    const result = await apiRequest('/api/app/alerts', { method: 'POST', body: {} });
    expect(result).toEqual({
      ok: false,
      status: 422,
      code: 'invalid_request',
      message: 'Check the highlighted fields.',
      fields: { threshold: 'Enter a rate between 0.5% and 20%, e.g. 5.75.' },
    });
  });

  it('says the server could not be reached when fetch fails', async () => {
    fakeApi({ 'GET /api/app/alerts': 'network-error' });
    const result = await apiRequest('/api/app/alerts', { schema: accountAlertListSchema });
    expect(result).toMatchObject({ ok: false, status: 0, message: NETWORK_FAILURE_MESSAGE });
    expect(NETWORK_FAILURE_MESSAGE).toBe(
      'We could not reach the server. Check your connection and try again.',
    );
  });

  it('turns an error without the API shape into a message with the status', async () => {
    fakeApi({ 'GET /api/app/alerts': { status: 502, body: '<html>Bad gateway</html>' } });
    const result = await apiRequest('/api/app/alerts', { schema: accountAlertListSchema });
    expect(result).toMatchObject({ ok: false, status: 502, code: 'unexpected_status' });
    expect(!result.ok && result.message).toContain('502');
  });

  it('refuses a 2xx answer that does not match the schema', async () => {
    fakeApi({ 'GET /api/app/alerts': { status: 200, body: { alerts: 'nope' } } });
    const result = await apiRequest('/api/app/alerts', { schema: accountAlertListSchema });
    expect(result).toMatchObject({ ok: false, code: 'unexpected_response' });
  });
});
