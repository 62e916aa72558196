import { createFormSchema } from '@mrn/sdk/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, signedIn } from '../test/support/signed-in.ts';
import {
  createTestApp,
  createTestPartner,
  errorBody,
  postJson,
  type TestApp,
} from '../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../test/support/test-database.ts';
import { createForm } from './forms/form-store.ts';

/**
 * Default_Ignorable_Code_Point: drawn as nothing, so `ann\u3164@example.com` passes for
 * `ann@example.com`. One rule in the contract (sdk/src/schemas/plain-text.ts) refuses them in every
 * email address and single-line field; these are the ones the probe used and a few more.
 */
const INVISIBLE = [
  ['U+FE0F variation selector-16', '\uFE0F'],
  ['U+FE00 variation selector-1', '\uFE00'],
  ['U+034F combining grapheme joiner', '\u034F'],
  ['U+3164 Hangul filler', '\u3164'],
  ['U+115F Hangul choseong filler', '\u115F'],
  ['U+1160 Hangul jungseong filler', '\u1160'],
  ['U+FFA0 half-width Hangul filler', '\uFFA0'],
  ['U+180E Mongolian vowel separator', '\u180E'],
  ['U+180B Mongolian free variation selector', '\u180B'],
  ['U+17B4 Khmer vowel inherent aq', '\u17B4'],
  ['U+200B zero-width space', '\u200B'],
  ['U+2060 word joiner', '\u2060'],
  ['U+E0001 language tag', '\u{E0001}'],
  ['U+E0100 variation selector-17', '\u{E0100}'],
] as const;

interface Route {
  name: string;
  field: string;
  /** Sends the route a body whose `field` holds `value`. */
  send: (value: string) => Promise<Response>;
  /** A plain value of the field, which the route takes (so the 422 is about the character). */
  plain: string;
}

forEachDatabase((driver) => {
  let database: TestDatabase;
  let subject: TestApp;
  let person: SignedIn;
  let partnerKey: Record<string, string>;
  let counter = 0;
  /** Each request its own address, so no per-address limit answers before the schema does. */
  const fresh = (plain: string) => {
    counter += 1;
    return plain.replace('@', `${counter}@`);
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    subject = createTestApp(database);
    person = await signedIn(database.db, subject.config, 'person@example.com');
    const partner = await createTestPartner(database);
    partnerKey = partner.authorization;
    await createForm(
      database.db,
      partner.partnerId,
      createFormSchema.parse({ businessName: 'Lender' }),
      'lender',
    );
  });
  afterAll(() => database.close());

  const asPerson = (path: string, body: unknown, method = 'POST') =>
    Promise.resolve(
      subject.app.request(path, { method, headers: person.jsonHeaders, body: JSON.stringify(body) }),
    );
  const lead = {
    name: 'Jamie Buyer',
    email: 'jamie@example.com',
    rateType: '30y',
    targetRate: 5.5,
    direction: 'below',
    consent: true,
  };

  const ROUTES: Route[] = [
    {
      name: 'POST /api/newsletter/subscribe',
      field: 'email',
      plain: 'reader@example.com',
      send: (email) => postJson(subject.app, '/api/newsletter/subscribe', { email: fresh(email) }),
    },
    {
      name: 'POST /api/auth/sign-in',
      field: 'email',
      plain: 'signer@example.com',
      send: (email) =>
        postJson(
          subject.app,
          '/api/auth/sign-in',
          { email: fresh(email) },
          { Origin: 'http://localhost:3000' },
        ),
    },
    {
      name: 'POST /api/alerts',
      field: 'email',
      plain: 'saver@example.com',
      send: (email) =>
        postJson(subject.app, '/api/alerts', {
          email: fresh(email),
          rateType: '30y',
          threshold: 5,
          direction: 'below',
        }),
    },
    {
      name: 'POST /api/forms/{id}/leads (email)',
      field: 'email',
      plain: 'buyer@example.com',
      send: (email) => postJson(subject.app, '/api/forms/lender/leads', { ...lead, email: fresh(email) }),
    },
    {
      name: 'POST /api/forms/{id}/leads (name)',
      field: 'name',
      plain: 'Jamie Buyer',
      send: (name) =>
        postJson(subject.app, '/api/forms/lender/leads', {
          ...lead,
          email: fresh('named@example.com'),
          name,
        }),
    },
    {
      name: 'POST /api/contact (Name)',
      field: 'Name',
      plain: 'Pat Writer',
      send: (Name) =>
        postJson(subject.app, '/api/contact', {
          Name,
          Email: 'pat@example.com',
          Topic: 'Feedback',
          Message: 'Hi',
        }),
    },
    {
      name: 'POST /api/app/account/email',
      field: 'email',
      plain: 'moved@example.com',
      send: (email) => asPerson('/api/app/account/email', { email: fresh(email) }),
    },
    {
      name: 'POST /api/app/partner (businessName)',
      field: 'businessName',
      plain: 'Acme Mortgage',
      send: (businessName) => asPerson('/api/app/partner', { businessName }, 'POST'),
    },
    {
      name: 'POST /api/partner/keys (name)',
      field: 'name',
      plain: 'CRM sync',
      send: (name) => postJson(subject.app, '/api/partner/keys', { name }, partnerKey),
    },
  ];

  describe.each(ROUTES)('$name', (route) => {
    it(`takes the plain ${route.field}`, async () => {
      const response = await route.send(route.plain);
      expect(response.status, await response.clone().text()).not.toBe(422);
    });

    it.each(INVISIBLE)(`answers 422 naming ${route.field} for %s`, async (_, character) => {
      const middle = Math.floor(route.plain.length / 2);
      const value = `${route.plain.slice(0, middle)}${character}${route.plain.slice(middle)}`;
      const response = await route.send(value);
      expect(response.status).toBe(422);
      expect(Object.keys((await errorBody(response)).fields ?? {})).toEqual([route.field]);
    });
  });
});
