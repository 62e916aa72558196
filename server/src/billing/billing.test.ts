import { Writable } from 'node:stream';
import { type BillingStatus, type PartnerProfile, PLAN_STATES, planAllows } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { pino } from 'pino';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../test/support/fake-stripe.ts';
import { type SignedIn, signedIn } from '../../test/support/signed-in.ts';
import { type SmtpSink, startSmtpSink } from '../../test/support/smtp-sink.ts';
import { subscriptionObject } from '../../test/support/stripe-objects.ts';
import { createTestApp, errorBody, type TestApp, testConfig } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { testOutboxDeps } from '../../test/support/test-outbox.ts';
import { queryRows } from '../db/client.ts';
import { silentLogger } from '../logger.ts';
import { createMailSender } from '../mail/mail-sender.ts';
import { drainOutbox } from '../outbox/outbox-worker.ts';
import { billingRoutes } from '../partner-profile/billing-routes.ts';
import { settlePlans } from './plan-clock.ts';
import { planState } from './plan-state.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const seconds = (moment: Date) => Math.floor(moment.getTime() / 1000);

describe('planAllows, the one plan function', () => {
  it('gives Pro to a trial, a paid plan and its grace period, and Free to an ended plan but its leads export', () => {
    const pro = { activeAlerts: 20, whiteLabel: true, csvExport: true, apiKeys: true, webhooks: true };
    const free = { activeAlerts: 3, whiteLabel: false, csvExport: false, apiKeys: false, webhooks: false };
    expect(Object.fromEntries(PLAN_STATES.map((state) => [state, planAllows(state)]))).toEqual({
      free,
      trial: pro,
      active: pro,
      past_due: pro,
      ended: { ...free, csvExport: true },
    });
  });

  it('ends a trial, a grace period and a cancelled period by the clock alone', () => {
    const now = new Date('2026-05-01T00:00:00Z');
    const later = (days: number) => new Date(now.getTime() + days * DAY_MS);
    const subscription = {
      status: 'active',
      period: 'annual' as const,
      currentPeriodEnd: later(10),
      cancelAtPeriodEnd: true,
      paymentFailedAt: null,
    };
    expect(planState({ plan: 'trial', trialEndsAt: later(1), subscription: null }, now).state).toBe('trial');
    expect(planState({ plan: 'trial', trialEndsAt: later(-1), subscription: null }, now).state).toBe('ended');
    expect(planState({ plan: 'trial', trialEndsAt: later(-1), subscription }, now).state).toBe('active');
    expect(planState({ plan: 'trial', trialEndsAt: later(-1), subscription }, later(11)).state).toBe('ended');
    const overdue = { ...subscription, status: 'past_due', cancelAtPeriodEnd: false, paymentFailedAt: now };
    expect(planState({ plan: 'ended', trialEndsAt: null, subscription: overdue }, later(6.9)).state).toBe(
      'past_due',
    );
    expect(planState({ plan: 'ended', trialEndsAt: null, subscription: overdue }, later(7)).state).toBe(
      'ended',
    );
    // An operator's Pro (partner:plan) stands without any subscription.
    expect(planState({ plan: 'pro', trialEndsAt: null, subscription: null }, now).state).toBe('active');
  });
});

let smtp: SmtpSink;
let inbox: ParsedMail[] = [];
beforeAll(async () => {
  smtp = await startSmtpSink({
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          inbox.push(parsed);
          callback();
        })
        .catch(callback);
    },
  });
});
afterAll(() => smtp.close());

forEachDatabase((driver) => {
  let database: TestDatabase;
  let fake: FakeStripe;
  let subject: TestApp;
  let unconfigured: TestApp;
  const start = new Date('2026-06-01T12:00:00Z');
  let moment = start;

  const setClock = (next: Date) => {
    moment = next;
    fake.now = seconds(next);
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    fake = await startFakeStripe();
    subject = createTestApp(database, {
      clock: () => moment,
      environment: {
        STRIPE_SECRET_KEY: 'sk_test_mrn_billing_tests',
        STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
        STRIPE_PRICE_MONTHLY: fake.prices.monthly.id,
        STRIPE_PRICE_ANNUAL: fake.prices.annual.id,
        STRIPE_API_URL: fake.url,
      },
    });
    unconfigured = createTestApp(database, { clock: () => moment });
    fake.sendWebhook = async (payload, signature) => (await postWebhook(payload, signature)).status;
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });
  beforeEach(() => {
    setClock(start);
    fake.unavailable = false;
  });

  function postWebhook(payload: string, signature: string | undefined) {
    return subject.app.request('/api/billing/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(signature && { 'Stripe-Signature': signature }) },
      body: payload,
    });
  }

  function request(app: TestApp, path: string, person: SignedIn, body?: unknown) {
    return app.app.request(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? person.headers : person.jsonHeaders,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  let partnerCount = 0;
  async function newPartner(app: TestApp = subject) {
    partnerCount += 1;
    const person = await signedIn(database.db, app.config, `billing${partnerCount}@lender.example`, moment);
    const created = await request(app, '/api/app/partner', person, {
      businessName: `Billing Loans ${partnerCount}`,
    });
    expect(created.status).toBe(201);
    const [row] = await queryRows<{ id: string }>(
      database.db,
      sql`SELECT id FROM partners WHERE user_id = ${person.user.id}::uuid`,
    );
    return { person, partnerId: row.id };
  }

  /** Signs in again at the current moment (sessions end; the tests jump weeks ahead). */
  const fresh = (person: SignedIn) => signedIn(database.db, subject.config, person.user.email, moment);

  async function status(person: SignedIn, app: TestApp = subject): Promise<BillingStatus> {
    const response = await request(app, '/api/app/partner/billing', await fresh(person));
    expect(response.status).toBe(200);
    return (await response.json()) as BillingStatus;
  }

  async function checkout(person: SignedIn, period: 'monthly' | 'annual' = 'annual') {
    return request(subject, '/api/app/partner/billing/checkout', await fresh(person), { period });
  }

  /** The partner's browser on the test checkout page presses Pay; the fake then sends the events. */
  async function upgradeAndPay(person: SignedIn, period: 'monthly' | 'annual' = 'annual') {
    const answer = await checkout(person, period);
    expect(answer.status).toBe(200);
    const { url } = (await answer.json()) as { url: string };
    const paid = await fetch(url, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const subscription = [...fake.subscriptions.values()].at(-1);
    if (!subscription) throw new Error('no subscription');
    return subscription;
  }

  async function rows<Row>(query: ReturnType<typeof sql>) {
    return queryRows<Row>(database.db, query);
  }

  async function accountPlan(person: SignedIn) {
    const [row] = await rows<{ plan: string }>(
      sql`SELECT plan FROM users WHERE id = ${person.user.id}::uuid`,
    );
    return row.plan;
  }

  it('without Stripe settings tells the partner paid plans are not available yet, naming no setting (503 on Checkout)', async () => {
    const { person } = await newPartner(unconfigured);
    const shown = await status(person, unconfigured);
    expect(shown).toMatchObject({
      configured: false,
      state: 'trial',
      trialDaysLeft: 14,
      canManageBilling: false,
    });
    expect(shown.notConfiguredMessage).toBe(
      "Paid plans are not available on this installation yet; your trial and your forms keep working. Contact the site's operator.",
    );
    const refused = await request(unconfigured, '/api/app/partner/billing/checkout', person, {
      period: 'annual',
    });
    expect(refused.status).toBe(503);
    const refusal = await errorBody(refused);
    expect(refusal).toMatchObject({ code: 'billing_not_configured', message: shown.notConfiguredMessage });
    expect(JSON.stringify([shown, refusal])).not.toMatch(/STRIPE_|npm run/);
    const webhook = await unconfigured.app.request('/api/billing/webhook', { method: 'POST', body: '{}' });
    expect(webhook.status).toBe(503);
  });

  it('without Stripe settings logs once, for the operator, which settings turn billing on', () => {
    const logged = (environment: Record<string, string>) => {
      const lines: string[] = [];
      const logger = pino(
        new Writable({
          write(chunk, _encoding, done) {
            lines.push(String(chunk));
            done();
          },
        }),
      );
      billingRoutes({ db: database.db, config: testConfig(environment), logger });
      return lines.join('');
    };
    const off = logged({});
    for (const name of [
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_MONTHLY',
      'STRIPE_PRICE_ANNUAL',
    ])
      expect(off).toContain(name);
    expect(off).toContain('partner:plan');
    expect(
      logged({
        STRIPE_SECRET_KEY: 'sk_test_mrn_billing_tests',
        STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
        STRIPE_PRICE_MONTHLY: fake.prices.monthly.id,
        STRIPE_PRICE_ANNUAL: fake.prices.annual.id,
      }),
    ).toBe('');
  });

  it('opens Checkout for the annual price with the trial kept, and two clicks make one Stripe customer', async () => {
    const { person, partnerId } = await newPartner();
    const customersBefore = fake.customers.size;
    const [first, second] = await Promise.all([checkout(person), checkout(person)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await checkout(person, 'monthly');
    expect(third.status).toBe(200);
    expect(fake.customers.size).toBe(customersBefore + 1);
    const [stored] = await rows<{ customer_id: string }>(
      sql`SELECT customer_id FROM billing_customers WHERE partner_id = ${partnerId}::uuid`,
    );
    expect(fake.customers.get(stored.customer_id)).toMatchObject({
      email: person.user.email,
      metadata: { partner_id: partnerId },
    });
    const { url } = (await first.json()) as { url: string };
    expect(url.startsWith(`${fake.url}/c/pay/`)).toBe(true);
    const session = fake.checkoutSessions.get(url.split('/').at(-1) ?? '');
    expect(session).toMatchObject({
      mode: 'subscription',
      customer: stored.customer_id,
      client_reference_id: partnerId,
      price_id: fake.prices.annual.id,
      trial_end: seconds(start) + 14 * 24 * 3600,
      success_url: 'http://localhost:3000/app/partner?billing=success',
    });
  });

  it('answers 502 with a clear message when Stripe is down, and creates nothing', async () => {
    const { person, partnerId } = await newPartner();
    fake.unavailable = true;
    const answer = await checkout(person);
    expect(answer.status).toBe(502);
    const error = await errorBody(answer);
    expect(error.code).toBe('billing_unavailable');
    expect(error.message).toMatch(/could not reach our payment provider/);
    const stored = await rows(sql`SELECT 1 FROM billing_customers WHERE partner_id = ${partnerId}::uuid`);
    expect(stored).toEqual([]);
  });

  it('pays during the trial: Active, annual, renewing when the trial would end; forms stay white-label after it', async () => {
    const { person, partnerId } = await newPartner();
    const form = await subject.app.request('/api/partner/forms', {
      method: 'POST',
      headers: person.jsonHeaders,
      body: JSON.stringify({ businessName: 'Billing Loans' }),
    });
    expect(form.status).toBe(201);
    const formId = ((await form.json()) as { form: { id: string } }).form.id;
    const subscription = await upgradeAndPay(person);
    const trialEnd = new Date(start.getTime() + 14 * DAY_MS);
    const shown = await status(person);
    expect(shown).toMatchObject({
      configured: true,
      state: 'active',
      canManageBilling: true,
      subscription: {
        period: 'annual',
        currentPeriodEnd: trialEnd.toISOString(),
        cancelAtPeriodEnd: false,
        graceEndsAt: null,
      },
      allows: planAllows('active'),
    });
    setClock(new Date(trialEnd.getTime() - 1000));
    // Stripe renews at the trial end; the renewal's events move the period on.
    Object.assign(subscription, {
      status: 'active',
      periodStart: seconds(trialEnd),
      periodEnd: seconds(trialEnd) + 365 * 86400,
      trialEnd: null,
    });
    setClock(new Date(trialEnd.getTime() + DAY_MS));
    expect(
      await fake.deliver('customer.subscription.updated', fake.subscriptionObject(subscription.id)),
    ).toBe(200);
    const config = await subject.app.request(`/api/forms/${formId}`);
    expect(((await config.json()) as { mrnBranding: unknown }).mrnBranding).toBeNull();
    const profile = (await (await request(subject, '/api/app/partner', person)).json()) as PartnerProfile;
    expect(profile.plan).toBe('pro');
    expect(await accountPlan(person)).toBe('pro');
    expect(partnerId).toBeTruthy();
  });

  it('applies an event once: the same delivery twice is a duplicate and changes nothing', async () => {
    const { person } = await newPartner();
    const subscription = await upgradeAndPay(person, 'monthly');
    const event = fake.signedEvent(
      'customer.subscription.updated',
      subscriptionObject({ ...subscription, cancelAtPeriodEnd: true }),
      fake.now + 5,
    );
    const first = await postWebhook(event.payload, event.signature);
    expect(await first.json()).toEqual({ received: true, outcome: 'applied' });
    // The partner renews in the portal; then Stripe retries the old delivery.
    expect(
      await fake.deliver(
        'customer.subscription.updated',
        subscriptionObject({ ...subscription }),
        fake.now + 6,
      ),
    ).toBe(200);
    const again = await postWebhook(event.payload, event.signature);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await status(person)).subscription?.cancelAtPeriodEnd).toBe(false);
    const [{ count }] = await rows<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM billing_events WHERE id = ${event.id}`,
    );
    expect(count).toBe(1);
  });

  it('settles from the objects and their times: updated before created leaves the update standing', async () => {
    const { person } = await newPartner();
    const paid = await upgradeAndPay(person);
    const created = { ...paid, id: 'sub_1OutOfOrderTest', status: 'active', trialEnd: null };
    const updated = { ...created, cancelAtPeriodEnd: true, canceledAt: fake.now + 60 };
    fake.subscriptions.set(created.id, created);
    // A newer subscription replaces the first one in our records (same customer).
    expect(
      await fake.deliver('customer.subscription.updated', subscriptionObject(updated), fake.now + 60),
    ).toBe(200);
    expect(
      await fake.deliver('customer.subscription.created', subscriptionObject(created), fake.now + 30),
    ).toBe(200);
    const shown = await status(person);
    expect(shown.state).toBe('active');
    expect(shown.subscription?.cancelAtPeriodEnd).toBe(true);
  });

  it('refuses a forged, a missing and an old signature (400) and changes nothing', async () => {
    const { person } = await newPartner();
    const subscription = await upgradeAndPay(person);
    const cancelled = subscriptionObject({ ...subscription, status: 'canceled', endedAt: fake.now });
    const event = fake.signedEvent('customer.subscription.deleted', cancelled, fake.now + 10);
    const forged = await postWebhook(event.payload.replace('"canceled"', '"active"'), event.signature);
    expect(forged.status).toBe(400);
    expect(await errorBody(forged)).toMatchObject({ code: 'invalid_signature' });
    const otherSecret = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
      payload: event.payload,
      secret: 'whsec_not_ours',
      timestamp: fake.now,
    });
    expect((await postWebhook(event.payload, otherSecret)).status).toBe(400);
    expect((await postWebhook(event.payload, undefined)).status).toBe(400);
    const old = new Stripe('sk_test_x').webhooks.generateTestHeaderString({
      payload: event.payload,
      secret: fake.webhookSecret,
      timestamp: fake.now - 10 * 60,
    });
    const replayed = await postWebhook(event.payload, old);
    expect(replayed.status).toBe(400);
    expect((await status(person)).state).toBe('active');
    const stored = await rows(sql`SELECT 1 FROM billing_events WHERE id = ${event.id}`);
    expect(stored).toEqual([]);
  });

  it('logs and answers 200 for an unknown customer or price, and changes nothing', async () => {
    const { person } = await newPartner();
    const subscription = await upgradeAndPay(person);
    const otherPrice = { ...subscription.price, id: 'price_1SomebodyElses' };
    const unknownPrice = fake.signedEvent(
      'customer.subscription.updated',
      subscriptionObject({ ...subscription, price: otherPrice, status: 'canceled' }),
      fake.now + 10,
    );
    const answer = await postWebhook(unknownPrice.payload, unknownPrice.signature);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, outcome: 'ignored' });
    const unknownCustomer = fake.signedEvent(
      'customer.subscription.deleted',
      subscriptionObject({ ...subscription, customer: 'cus_1NotOurs', status: 'canceled' }),
      fake.now + 10,
    );
    const second = await postWebhook(unknownCustomer.payload, unknownCustomer.signature);
    expect(await second.json()).toEqual({ received: true, outcome: 'ignored' });
    expect((await status(person)).state).toBe('active');
  });

  it('payment failed -> past_due for 7 days with a mail -> ended; the plan clock brings the limits down', async () => {
    const { person, partnerId } = await newPartner();
    const subscription = await upgradeAndPay(person, 'monthly');
    Object.assign(subscription, { status: 'past_due' });
    const invoice = fake.invoiceFor(subscription.id, 'open');
    setClock(new Date(start.getTime() + 20 * DAY_MS));
    expect(await fake.deliver('invoice.payment_failed', invoice)).toBe(200);
    expect(
      await fake.deliver('customer.subscription.updated', fake.subscriptionObject(subscription.id)),
    ).toBe(200);
    const overdue = await status(person);
    expect(overdue.state).toBe('past_due');
    expect(overdue.subscription?.graceEndsAt).toBe(new Date(moment.getTime() + 7 * DAY_MS).toISOString());
    expect(overdue.allows.whiteLabel).toBe(true);
    // Stripe retries the charge and it fails again: still one mail for the invoice.
    expect(await fake.deliver('invoice.payment_failed', invoice, fake.now + 3600)).toBe(200);
    const mails = await rows<{ kind: string; billing_key: string }>(
      sql`SELECT kind, billing_key FROM mail_outbox WHERE partner_id = ${partnerId}::uuid ORDER BY id`,
    );
    expect(mails).toEqual([{ kind: 'billing_payment_failed', billing_key: invoice.id }]);

    setClock(new Date(moment.getTime() + 7 * DAY_MS + 1000));
    const ended = await status(person);
    expect(ended.state).toBe('ended');
    expect(ended.allows).toEqual(planAllows('ended'));
    expect(await accountPlan(person)).toBe('pro');
    await settlePlans(database.db, moment);
    expect(await accountPlan(person)).toBe('free');
    await settlePlans(database.db, moment);
    const endedMails = await rows<{ kind: string }>(
      sql`SELECT kind FROM mail_outbox WHERE partner_id = ${partnerId}::uuid AND kind = 'billing_ended'`,
    );
    expect(endedMails).toHaveLength(1);
    // The partner's leads stay theirs: read (JSON) and exported (CSV) after the end, 90 days on too.
    for (const daysAfterEnd of [0, 90]) {
      setClock(new Date(moment.getTime() + (7 + daysAfterEnd) * DAY_MS + 1000));
      expect((await status(person)).state).toBe('ended');
      const later = await fresh(person);
      const csv = await subject.app.request('/api/partner/leads.csv', { headers: later.headers });
      expect(csv.status).toBe(200);
      expect((await csv.text()).split('\r\n')[0]).toMatch(/^created_at,lead_id,/);
      const json = await subject.app.request('/api/partner/leads', { headers: later.headers });
      expect(json.status).toBe(200);
      expect(await json.json()).toMatchObject({ leads: expect.any(Array) });
      // New Pro features stay off.
      const key = await subject.app.request('/api/partner/keys', {
        method: 'POST',
        headers: later.jsonHeaders,
        body: JSON.stringify({ name: 'Server' }),
      });
      expect(key.status).toBe(403);
      const webhook = await subject.app.request('/api/partner/webhook', {
        method: 'PUT',
        headers: later.jsonHeaders,
        body: JSON.stringify({ url: 'https://hooks.example.com/mrn', events: ['lead.created'] }),
      });
      expect(webhook.status).toBe(403);
    }
  });

  it('a paid invoice during the grace period brings the plan back to active', async () => {
    const { person } = await newPartner();
    const subscription = await upgradeAndPay(person, 'monthly');
    setClock(new Date(start.getTime() + 20 * DAY_MS));
    expect(await fake.deliver('invoice.payment_failed', fake.invoiceFor(subscription.id, 'open'))).toBe(200);
    expect((await status(person)).state).toBe('past_due');
    setClock(new Date(moment.getTime() + 2 * DAY_MS));
    expect(await fake.deliver('invoice.paid', fake.invoiceFor(subscription.id, 'paid'))).toBe(200);
    expect((await status(person)).state).toBe('active');
  });

  it('cancel at period end keeps Pro until then, ends it after, and subscribing again restores it at once', async () => {
    const { person } = await newPartner();
    setClock(new Date(start.getTime() + 15 * DAY_MS)); // the trial is over: no trial days to keep
    expect((await status(person)).state).toBe('ended');
    const subscription = await upgradeAndPay(person, 'monthly');
    expect(subscription.trialEnd).toBeNull();
    expect((await status(person)).state).toBe('active');
    expect(await accountPlan(person)).toBe('pro');

    const portal = await request(subject, '/api/app/partner/billing/portal', await fresh(person), {});
    expect(portal.status).toBe(200);
    const { url } = (await portal.json()) as { url: string };
    expect((await fetch(url, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    const cancelling = await status(person);
    expect(cancelling).toMatchObject({ state: 'active', subscription: { cancelAtPeriodEnd: true } });

    setClock(new Date(subscription.periodEnd * 1000 + 1000));
    expect((await status(person)).state).toBe('ended');
    expect(await fake.endSubscription(subscription.id)).toBe(200);
    expect((await status(person)).state).toBe('ended');

    const again = await upgradeAndPay(person, 'annual');
    expect(again.id).not.toBe(subscription.id);
    expect(await status(person)).toMatchObject({ state: 'active', subscription: { period: 'annual' } });
    expect(await accountPlan(person)).toBe('pro');
    const stillOnce = await checkout(person);
    expect(stillOnce.status).toBe(409);
    expect(await errorBody(stillOnce)).toMatchObject({ code: 'already_subscribed' });
  });

  it('queues the trial-ending mail once, 3 days before the trial ends, and not after paying', async () => {
    const { partnerId, person } = await newPartner();
    const paying = await newPartner();
    await upgradeAndPay(paying.person);
    setClock(new Date(start.getTime() + 10 * DAY_MS));
    await settlePlans(database.db, moment);
    const trialMails = (id: string) =>
      rows(sql`SELECT 1 FROM mail_outbox WHERE partner_id = ${id}::uuid AND kind = 'billing_trial_ending'`);
    expect(await trialMails(partnerId)).toEqual([]);
    setClock(new Date(start.getTime() + 11.5 * DAY_MS));
    await settlePlans(database.db, moment);
    await settlePlans(database.db, moment);
    expect(await trialMails(partnerId)).toHaveLength(1);
    expect(await trialMails(paying.partnerId)).toEqual([]);
    inbox = [];
    const sender = createMailSender({
      smtpUrl: smtp.url,
      mailDirectory: '/nonexistent',
      logger: silentLogger(),
    });
    try {
      await drainOutbox({ ...testOutboxDeps(database, subject, sender), clock: () => moment });
    } finally {
      sender.close();
    }
    const mail = inbox.find(
      (candidate) =>
        candidate.subject === 'Your Pro trial ends in 3 days' &&
        (candidate.to && 'text' in candidate.to ? candidate.to.text : '') === person.user.email,
    );
    expect(mail?.text).toContain('June 15, 2026');
    expect(mail?.text).toContain('http://localhost:3000/app/partner');
  });

  it('a deleted account cancels its subscription at Stripe', async () => {
    const { person } = await newPartner();
    const subscription = await upgradeAndPay(person);
    const deleted = await subject.app.request('/api/app/account/delete', {
      method: 'POST',
      headers: person.jsonHeaders,
      body: JSON.stringify({ confirmEmail: person.user.email }),
    });
    expect(deleted.status).toBe(204);
    expect(fake.calls).toContain(`DELETE /v1/subscriptions/${subscription.id}`);
    expect(fake.subscriptions.get(subscription.id)?.status).toBe('canceled');
  });

  it('with Stripe down, keeps an account whose subscription it could not cancel (502)', async () => {
    const { person } = await newPartner();
    await upgradeAndPay(person);
    fake.unavailable = true;
    const refused = await subject.app.request('/api/app/account/delete', {
      method: 'POST',
      headers: person.jsonHeaders,
      body: JSON.stringify({ confirmEmail: person.user.email }),
    });
    expect(refused.status).toBe(502);
    expect(await rows(sql`SELECT 1 FROM users WHERE id = ${person.user.id}::uuid`)).toHaveLength(1);
  });

  it('mails a failed payment once to the account’s own address (not the reply-to), linking to the console, not Stripe', async () => {
    const { person, partnerId } = await newPartner();
    const changed = await subject.app.request('/api/app/partner', {
      method: 'PATCH',
      headers: person.jsonHeaders,
      body: JSON.stringify({ replyToEmail: 'typed.by.anyone@elsewhere.example' }),
    });
    expect(changed.status).toBe(200);
    const subscription = await upgradeAndPay(person, 'monthly');
    setClock(new Date(start.getTime() + 20 * DAY_MS));
    expect(await fake.deliver('invoice.payment_failed', fake.invoiceFor(subscription.id, 'open'))).toBe(200);
    inbox = [];
    const sender = createMailSender({
      smtpUrl: smtp.url,
      mailDirectory: '/nonexistent',
      logger: silentLogger(),
    });
    try {
      await drainOutbox({ ...testOutboxDeps(database, subject, sender), clock: () => moment });
      // Other tests' partners may have mail waiting too: only this partner's account and reply-to count.
      const addressOf = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');
      const mine = () =>
        inbox.filter((mail) =>
          [person.user.email, 'typed.by.anyone@elsewhere.example'].includes(addressOf(mail)),
        );
      // The typed reply-to gets only the link that would confirm it (profile save); the billing mail is the account's.
      const toTyped = mine().filter((mail) => addressOf(mail) === 'typed.by.anyone@elsewhere.example');
      expect(toTyped.map((mail) => mail.subject)).toEqual([
        'Confirm your address for Mortgage Rate Notifier mail',
      ]);
      const billing = mine().filter((mail) => !toTyped.includes(mail));
      expect(billing).toHaveLength(1);
      const [mail] = billing;
      expect(mail.subject).toBe('Your payment for Mortgage Rate Notifier Pro failed');
      expect(addressOf(mail)).toBe(person.user.email);
      expect(mail.text).toContain('http://localhost:3000/app/partner');
      expect(mail.text).not.toContain(fake.url);
      expect(mail.text).toContain(
        new Date(moment.getTime() + 7 * DAY_MS).toLocaleDateString('en-US', {
          year: 'numeric',
          month: 'long',
          day: 'numeric',
          timeZone: 'UTC',
        }),
      );
      // Paid meanwhile: a queued failure mail is no longer true and is not sent.
      setClock(new Date(moment.getTime() + DAY_MS));
      expect(await fake.deliver('invoice.payment_failed', fake.invoiceFor(subscription.id, 'open'))).toBe(
        200,
      );
      expect(await fake.deliver('invoice.paid', fake.invoiceFor(subscription.id, 'paid'))).toBe(200);
      await drainOutbox({ ...testOutboxDeps(database, subject, sender), clock: () => moment });
      expect(mine()).toHaveLength(2);
      const statuses = await rows<{ status: string }>(
        sql`SELECT status FROM mail_outbox WHERE partner_id = ${partnerId}::uuid ORDER BY id`,
      );
      expect(statuses.map((row) => row.status)).toEqual(['sent', 'cancelled']);
    } finally {
      sender.close();
    }
  });

  it('when a trial ends unpaid, the plan clock brings the account to Free’s 3 alerts (older ones beyond are paused)', async () => {
    const { person } = await newPartner();
    for (const threshold of [5.1, 5.2, 5.3, 5.4, 5.5]) {
      const created = await request(subject, '/api/app/alerts', person, {
        rateType: '30y',
        threshold,
        direction: 'below',
      });
      expect(created.status).toBe(201);
    }
    const sixth = await request(subject, '/api/app/alerts', person, {
      rateType: '30y',
      threshold: 5.6,
      direction: 'below',
    });
    expect(sixth.status).toBe(201);
    setClock(new Date(start.getTime() + 15 * DAY_MS));
    await settlePlans(database.db, moment);
    expect(await accountPlan(person)).toBe('free');
    const statuses = await rows<{ status: string; paused_by: string | null }>(
      sql`SELECT status, paused_by FROM alerts WHERE email = ${person.user.email} ORDER BY threshold`,
    );
    expect(statuses.filter((row) => row.status === 'active')).toHaveLength(planAllows('ended').activeAlerts);
    expect(statuses.filter((row) => row.paused_by === 'plan_limit')).toHaveLength(3);
    const more = await request(subject, '/api/app/alerts', await fresh(person), {
      rateType: '15y',
      threshold: 4.5,
      direction: 'below',
    });
    expect(more.status).toBe(409);
  });
});
