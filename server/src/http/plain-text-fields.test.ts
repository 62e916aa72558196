import { MULTI_LINE_MESSAGE, SINGLE_LINE_MESSAGE } from '@mrn/sdk/schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedIn } from '../../test/support/signed-in.ts';
import {
  createTestApp,
  createTestPartner,
  errorBody,
  postJson,
  type TestApp,
} from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';

/** What an attacker puts in a one-line field: a fake second line, reversed text, hidden characters. */
const SNEAKY = {
  lineBreak: 'Lead 0\nCall +1 555 0100 now: your loan is approved',
  carriageReturn: 'Acme\r\nBcc: everyone@example.com',
  tab: 'Spring\tpromo',
  rightToLeftOverride: 'Invoice \u202Efdp.exe',
  isolate: 'Acme \u2067Mortgage',
  zeroWidthSpace: 'Ac\u200Bme',
  zeroWidthJoiner: 'Ac\u200Dme',
  byteOrderMark: 'Ac\uFEFFme',
  bell: 'Acme\u0007',
  c1Control: 'Acme\u0085Mortgage',
  lineSeparator: 'Acme\u2028Mortgage',
} as const;

forEachDatabase((driver) => {
  let database: TestDatabase;
  let subject: TestApp;
  let partner: Awaited<ReturnType<typeof createTestPartner>>;
  let formId: string;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    subject = createTestApp(database);
    partner = await createTestPartner(database, 'Plain Text');
    const created = await postJson(
      subject.app,
      '/api/partner/forms',
      { businessName: 'Plain Text Mortgage' },
      partner.authorization,
    );
    expect(created.status).toBe(201);
    formId = ((await created.json()) as { form: { id: string } }).form.id;
  });
  afterAll(() => database.close());

  async function expectRefused(response: Response, field: string, message = SINGLE_LINE_MESSAGE) {
    expect(response.status, field).toBe(422);
    const error = await errorBody(response);
    expect(error.code).toBe('validation_failed');
    expect(error.fields?.[field], `${driver}: ${field} in ${JSON.stringify(error.fields)}`).toBe(message);
  }

  const lead = (name: string, extra: Record<string, unknown> = {}) =>
    postJson(subject.app, `/api/forms/${formId}/leads`, {
      name,
      email: 'visitor@example.com',
      rateType: '30y',
      targetRate: 5.5,
      direction: 'below',
      consent: true,
      ...extra,
    });

  it.each(Object.entries(SNEAKY))(
    'refuses a lead whose name has a %s (422 naming name)',
    async (_kind, name) => {
      await expectRefused(await lead(name), 'name');
    },
  );

  it('refuses control characters in the phone and campaign values of a lead, and takes plain Unicode', async () => {
    await expectRefused(await lead('Ann', { phone: '555\u200B0100 123' }), 'phone');
    await expectRefused(await lead('Ann', { gclid: 'abc\ndef' }), 'gclid');
    await expectRefused(await lead('Ann', { utm: { utm_source: 'mail\u202E' } }), 'utm.utm_source');
    await expectRefused(await lead('Ann', { hiddenFields: { agent: 'Bo\r\nb' } }), 'hiddenFields.agent');
    const fine = await lead('  José Ñúñez-李 O’Brien  ', { phone: '+1 (555) 010-0123' });
    expect(fine.status).toBe(201);
  });

  it('refuses them in every text setting of a form, naming each field', async () => {
    const response = await postJson(
      subject.app,
      '/api/partner/forms',
      {
        name: SNEAKY.rightToLeftOverride,
        headerText: SNEAKY.lineBreak,
        buttonText: SNEAKY.tab,
        businessName: SNEAKY.zeroWidthSpace,
        businessPhone: SNEAKY.bell,
        licenceId: SNEAKY.byteOrderMark,
        businessWebsite: 'https://acme.example/\npath',
      },
      partner.authorization,
    );
    expect(response.status).toBe(422);
    const fields = (await errorBody(response)).fields ?? {};
    for (const field of ['name', 'headerText', 'buttonText', 'businessName', 'businessPhone', 'licenceId']) {
      expect(fields[field], field).toBe(SINGLE_LINE_MESSAGE);
    }
    expect(fields.businessWebsite).toBeTruthy();

    const patched = await subject.app.request(`/api/partner/forms/${formId}`, {
      method: 'PATCH',
      headers: { ...partner.authorization, 'Content-Type': 'application/json' },
      body: JSON.stringify({ headerText: SNEAKY.isolate }),
    });
    await expectRefused(patched, 'headerText');
  });

  it('refuses them in an API key name and a webhook URL', async () => {
    await expectRefused(
      await postJson(subject.app, '/api/partner/keys', { name: SNEAKY.lineSeparator }, partner.authorization),
      'name',
    );
    const webhook = await subject.app.request('/api/partner/webhook', {
      method: 'PUT',
      headers: { ...partner.authorization, 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: 'https://hooks.example/\u202Ein', events: ['lead.created'] }),
    });
    await expectRefused(webhook, 'url');
  });

  it('refuses them in a partner profile', async () => {
    const person = await signedIn(database.db, subject.config, 'plain-text@lender.example');
    for (const [field, body] of [
      ['businessName', { businessName: SNEAKY.c1Control }],
      ['licenceId', { businessName: 'Acme', licenceId: SNEAKY.carriageReturn }],
    ] as const) {
      await expectRefused(await postJson(subject.app, '/api/app/partner', body, person.headers), field);
    }
  });

  it('keeps line breaks in a contact message but refuses other hidden characters; the name is one line', async () => {
    const message = {
      Name: 'Sam Visitor',
      Email: 'sam@example.com',
      Topic: 'Feedback',
      Message: 'Hello,\r\n\tlove the calculators.\nSam',
    };
    expect((await postJson(subject.app, '/api/contact', message)).status).toBe(201);
    await expectRefused(
      await postJson(subject.app, '/api/contact', { ...message, Name: SNEAKY.lineBreak }),
      'Name',
    );
    await expectRefused(
      await postJson(subject.app, '/api/contact', { ...message, Message: 'See \u202Eattached' }),
      'Message',
      MULTI_LINE_MESSAGE,
    );
    await expectRefused(
      await postJson(subject.app, '/api/contact', { ...message, Message: 'Hi\u0000\u0008there' }),
      'Message',
      MULTI_LINE_MESSAGE,
    );
  });
});
