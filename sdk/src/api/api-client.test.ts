import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';
import { ApiRequestError } from './api-error';
import { DEFAULT_BUTTON_TEXT, DEFAULT_HEADER_TEXT } from './form-config';
import { DEMO_FORM_CONFIG, startTestApiServer, type TestApiServer } from './test-api-server';

let api: TestApiServer | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('createApiClient', () => {
  it('reads a form config and fills empty texts with the product defaults', async () => {
    api = await startTestApiServer({
      form: (id) =>
        id === 'demo' ? [200, { ...DEMO_FORM_CONFIG, headerText: '', buttonText: '' }] : [404, {}],
    });
    const config = await createApiClient({ origin: `${api.origin}/` }).getFormConfig('demo');
    expect(config).toMatchObject({
      id: 'demo',
      headerText: DEFAULT_HEADER_TEXT,
      buttonText: DEFAULT_BUTTON_TEXT,
      businessName: 'Example Home Loans',
      buttonColor: '#7c3aed',
      buttonTextColor: '#fff',
    });
  });

  it('turns a 404 into an ApiRequestError carrying status and code', async () => {
    api = await startTestApiServer();
    const failure = await createApiClient({ origin: api.origin })
      .getFormConfig('nope')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 404, code: 'not_found', message: 'Not found.' });
  });

  it('posts the lead as JSON and returns the lead id', async () => {
    api = await startTestApiServer();
    const lead = {
      name: 'Pat',
      email: 'pat@example.com',
      rateType: '30y' as const,
      targetRate: 5.5,
      direction: 'below' as const,
      consent: true,
      pageUrl: 'https://realtor.example/?utm_source=mail',
    };
    const receipt = await createApiClient({ origin: api.origin }).submitLead('demo', lead);
    expect(receipt).toEqual({ leadId: 'lead-1' });
    expect(api.leads).toEqual([lead]);
  });

  it('keeps the per-field messages of a 422', async () => {
    api = await startTestApiServer({
      lead: () => [
        422,
        { error: { code: 'validation_failed', message: 'Check the form.', fields: { email: 'Bad email.' } } },
      ],
    });
    const failure = await createApiClient({ origin: api.origin })
      .submitLead('demo', {
        name: 'Pat',
        email: 'x',
        rateType: '15y',
        targetRate: 5,
        direction: 'above',
        consent: true,
      })
      .catch((error: unknown) => error);
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
    const failure = await createApiClient({ origin })
      .getCurrentRates()
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 0, code: 'network_error' });
  });
});
