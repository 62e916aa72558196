import type { LeadSubmissionBody } from '@mrn/sdk/schemas/lead-submission';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEMO_CURRENT_RATES,
  DEMO_FORM_CONFIG,
  RawBody,
  startTestApiServer,
  type TestApiServer,
} from '../../test/support/test-api-server';
import { createApiClient, getCurrentRates } from './api-client';
import { ApiRequestError } from './api-error';

let api: TestApiServer | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const lead: LeadSubmissionBody = {
  name: 'Pat',
  email: 'pat@example.com',
  rateType: '30y',
  targetRate: 5.5,
  direction: 'below',
  consent: true,
  pageUrl: 'https://realtor.example/?utm_source=mail',
};

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('createApiClient', () => {
  it('reads a form config parsed by publicFormConfigSchema', async () => {
    api = await startTestApiServer({
      form: (id) => (id === 'demo' ? [200, { ...DEMO_FORM_CONFIG, addedLater: true }] : [404, {}]),
    });
    const config = await createApiClient({ origin: `${api.origin}/` }).getFormConfig('demo');
    // Keys the schema does not know (a newer server) are dropped, not fatal.
    expect(config).toEqual(DEMO_FORM_CONFIG);
  });

  it.each([
    ['a wrong type', { id: 1 }],
    ['no businessName', { ...DEMO_FORM_CONFIG, businessName: undefined }],
    ['an empty header text', { ...DEMO_FORM_CONFIG, headerText: '' }],
    ['null', null],
  ])('refuses a form config with %s as invalid_response', async (_case, body) => {
    api = await startTestApiServer({ form: () => [200, body] });
    const failure = await failureOf(createApiClient({ origin: api.origin }).getFormConfig('demo'));
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 200, code: 'invalid_response' });
  });

  it('refuses an answer that is not JSON as invalid_response', async () => {
    api = await startTestApiServer({ form: () => [200, new RawBody('<html>Welcome to nginx</html>')] });
    const failure = await failureOf(createApiClient({ origin: api.origin }).getFormConfig('demo'));
    expect(failure).toMatchObject({ status: 200, code: 'invalid_response' });
  });

  it('turns a 404 into an ApiRequestError carrying status and code', async () => {
    api = await startTestApiServer();
    const failure = await failureOf(createApiClient({ origin: api.origin }).getFormConfig('nope'));
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 404, code: 'not_found', message: 'Not found.' });
  });

  it('keeps the status of an error whose body is not the agreed error shape', async () => {
    api = await startTestApiServer({ form: () => [502, new RawBody('Bad gateway')] });
    const failure = await failureOf(createApiClient({ origin: api.origin }).getFormConfig('demo'));
    expect(failure).toMatchObject({ status: 502, code: 'http_error', message: 'HTTP 502', fields: {} });
  });

  it('reads the current rates with their source', async () => {
    api = await startTestApiServer({ rates: () => [200, DEMO_CURRENT_RATES] });
    const rates = await getCurrentRates({ origin: api.origin });
    expect(rates).toEqual(DEMO_CURRENT_RATES);
  });

  it('refuses current rates whose source is a string (the old shape)', async () => {
    api = await startTestApiServer({ rates: () => [200, { ...DEMO_CURRENT_RATES, source: 'FRED' }] });
    const failure = await failureOf(getCurrentRates({ origin: api.origin }));
    expect(failure).toMatchObject({ code: 'invalid_response' });
  });

  it('posts the lead as JSON and returns the lead id', async () => {
    api = await startTestApiServer();
    const receipt = await createApiClient({ origin: api.origin }).submitLead('demo', lead);
    expect(receipt).toEqual({ leadId: 'lead-1' });
    expect(api.leads).toEqual([lead]);
  });

  it('refuses a receipt without a lead id', async () => {
    api = await startTestApiServer({ lead: () => [201, { id: 'lead-1' }] });
    const failure = await failureOf(createApiClient({ origin: api.origin }).submitLead('demo', lead));
    expect(failure).toMatchObject({ status: 201, code: 'invalid_response' });
  });

  it('keeps the per-field messages of a 422', async () => {
    api = await startTestApiServer({
      lead: () => [
        422,
        { error: { code: 'validation_failed', message: 'Check the form.', fields: { email: 'Bad email.' } } },
      ],
    });
    const failure = await failureOf(
      createApiClient({ origin: api.origin }).submitLead('demo', { ...lead, email: 'x' }),
    );
    expect(failure).toMatchObject({
      status: 422,
      code: 'validation_failed',
      fields: { email: 'Bad email.' },
    });
  });

  it('reports an unreachable server as status 0', async () => {
    api = await startTestApiServer();
    const origin = api.origin;
    await api.close();
    api = undefined;
    const failure = await failureOf(getCurrentRates({ origin }));
    expect(failure).toMatchObject({ status: 0, code: 'network_error' });
  });
});
