import { Writable } from 'node:stream';
import type { BillingStatus, BillingWebhookAnswer } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe } from '../../test/support/fake-stripe.ts';
import { type SignedIn, signedIn } from '../../test/support/signed-in.ts';
import { type StripeObject, subscriptionObject } from '../../test/support/stripe-objects.ts';
import { errorBody, testConfig } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase } from '../../test/support/test-database.ts';
import { createApp } from '../app.ts';
import { queryRows } from '../db/client.ts';
import { settlePlans } from './plan-clock.ts';
import { reconcileIfDue } from './reconcile-subscriptions.ts';
import { billingSettingsOf, createStripeClient } from './stripe-client.ts';

/**
 * Our records and Stripe's agree (issue 41): snapshots are ordered by Stripe's data, never our
 * clock; a daily reconciliation catches what events lost; the webhook has its own limits and reads
 * defensively; a failed Checkout does not block the next one. Each block has its own database,
 * Stripe stand-in (real HTTP) and app, so the counts it asserts are its own.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const seconds = (moment: Date) => Math.floor(moment.getTime() / 1000);
const METRICS_TOKEN = 'metrics-token-for-billing-tests';

/** A product with billing on, a Stripe stand-in, a clock the test moves and the log lines written. */
async function billingHarness(driver: Parameters<typeof createTestDatabase>[0], environment = {}) {
  const database = await createTestDatabase(driver);
  const fake = await startFakeStripe();
  const start = new Date('2026-06-01T12:00:00Z');
  let moment = start;
  const logs: Array<{ msg: string; eventId?: string; outcome?: string; reason?: string }> = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write(chunk, _encoding, done) {
        logs.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );
  const config = testConfig({
    STRIPE_SECRET_KEY: 'sk_test_mrn_stripe_sync',
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_PRICE_MONTHLY: fake.prices.monthly.id,
    STRIPE_PRICE_ANNUAL: fake.prices.annual.id,
    STRIPE_API_URL: fake.url,
    METRICS_TOKEN,
    ...environment,
  });
  const app = createApp({
    db: database.db,
    databaseDriver: database.driver,
    config,
    logger,
    clock: () => moment,
  });
  const postWebhook = (payload: string, signature: string) =>
    app.request('/api/billing/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body: payload,
    });
  fake.sendWebhook = async (payload, signature) => (await postWebhook(payload, signature)).status;

  const harness = {
    database,
    fake,
    app,
    config,
    logs,
    logger,
    start,
    get moment() {
      return moment;
    },
    /** Our clock and Stripe's: Stripe's may be behind ours by `skewMs` (never ahead in these tests). */
    setClock(next: Date, skewMs = 0) {
      moment = new Date(next.getTime() + skewMs);
      fake.now = seconds(next);
    },
    postWebhook,
    /** Posts a signed event and answers the webhook's outcome. */
    async send(type: string, object: StripeObject, created = fake.now) {
      const event = fake.signedEvent(type, object, created);
      const answer = await postWebhook(event.payload, event.signature);
      expect(answer.status).toBe(200);
      return { id: event.id, outcome: ((await answer.json()) as BillingWebhookAnswer).outcome };
    },
    request(path: string, person: SignedIn, body?: unknown, method = body === undefined ? 'GET' : 'POST') {
      return app.request(path, {
        method,
        headers: body === undefined ? person.headers : person.jsonHeaders,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    },
    fresh: (person: SignedIn) => signedIn(database.db, config, person.user.email, moment),
    count: 0,
    /** A partner whose trial is over (so a cancelled subscription leaves the plan ended). */
    async partnerPastTrial() {
      harness.count += 1;
      const person = await signedIn(database.db, config, `sync${harness.count}@lender.example`, moment);
      const created = await harness.request('/api/app/partner', person, {
        businessName: `Sync Loans ${harness.count}`,
      });
      expect(created.status).toBe(201);
      const [row] = await queryRows<{ id: string }>(
        database.db,
        sql`UPDATE partners SET trial_ends_at = ${new Date(moment.getTime() - DAY_MS).toISOString()}::timestamptz
             WHERE user_id = ${person.user.id}::uuid RETURNING id`,
      );
      return { person, partnerId: row.id };
    },
    async status(person: SignedIn): Promise<BillingStatus> {
      const response = await harness.request('/api/app/partner/billing', await harness.fresh(person));
      expect(response.status).toBe(200);
      return (await response.json()) as BillingStatus;
    },
    async checkout(person: SignedIn, period: 'monthly' | 'annual' = 'monthly') {
      return harness.request('/api/app/partner/billing/checkout', await harness.fresh(person), { period });
    },
    /** The partner pays on the stand-in's checkout page; it then sends Stripe's events. */
    async upgradeAndPay(person: SignedIn) {
      const answer = await harness.checkout(person);
      expect(answer.status).toBe(200);
      const { url } = (await answer.json()) as { url: string };
      const paid = await fetch(url, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      const subscription = [...fake.subscriptions.values()].at(-1);
      if (!subscription) throw new Error('no subscription');
      expect((await harness.status(person)).state).toBe('active');
      return subscription;
    },
    async accountPlan(person: SignedIn) {
      const [row] = await queryRows<{ plan: string }>(
        database.db,
        sql`SELECT plan FROM users WHERE id = ${person.user.id}::uuid`,
      );
      return row.plan;
    },
    async close() {
      await fake.close();
      await database.close();
    },
  };
  return harness;
}

type Harness = Awaited<ReturnType<typeof billingHarness>>;

forEachDatabase((driver) => {
  describe('snapshots ordered by Stripe’s data, never our clock', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await billingHarness(driver);
    });
    afterAll(() => h.close());

    for (const skewMs of [400, 30_000]) {
      it(`a deletion Stripe makes in the Checkout's second ends the plan (our clock ${skewMs} ms ahead)`, async () => {
        h.setClock(h.start);
        const { person } = await h.partnerPastTrial();
        h.setClock(h.start, skewMs);
        const subscription = await h.upgradeAndPay(person);
        // Stripe cancels it at once (a fraud check, an operator in the dashboard) in the same second.
        Object.assign(subscription, { status: 'canceled', canceledAt: h.fake.now, endedAt: h.fake.now });
        const deleted = await h.send('customer.subscription.deleted', subscriptionObject(subscription));
        expect(deleted.outcome).toBe('applied');
        expect((await h.status(person)).state).toBe('ended');
        expect(await h.accountPlan(person)).toBe('free');
      });
    }

    it('an event older than the stored snapshot answers and logs stale, is stored stale, and changes nothing', async () => {
      h.setClock(h.start);
      const { person } = await h.partnerPastTrial();
      const subscription = await h.upgradeAndPay(person);
      const cancelled = subscriptionObject({
        ...subscription,
        cancelAtPeriodEnd: true,
        canceledAt: h.fake.now + 10,
      });
      expect((await h.send('customer.subscription.updated', cancelled, h.fake.now + 10)).outcome).toBe(
        'applied',
      );
      // Stripe's retry of an earlier update (before the cancellation) arrives late.
      const late = await h.send(
        'customer.subscription.updated',
        subscriptionObject(subscription),
        h.fake.now + 5,
      );
      expect(late.outcome).toBe('stale');
      expect((await h.status(person)).subscription?.cancelAtPeriodEnd).toBe(true);
      const [stored] = await queryRows<{ outcome: string }>(
        h.database.db,
        sql`SELECT outcome FROM billing_events WHERE id = ${late.id}`,
      );
      expect(stored.outcome).toBe('stale');
      const lines = h.logs.filter((line) => line.eventId === late.id).map((line) => line.msg);
      expect(lines).toEqual([
        'billing event stale: older than the stored subscription snapshot, nothing changed',
      ]);
    });

    it('a deletion still wins over a later-stamped snapshot of the same subscription', async () => {
      h.setClock(h.start);
      const { person } = await h.partnerPastTrial();
      const subscription = await h.upgradeAndPay(person);
      const ended = subscriptionObject({
        ...subscription,
        status: 'canceled',
        canceledAt: h.fake.now,
        endedAt: h.fake.now,
      });
      expect((await h.send('customer.subscription.deleted', ended, h.fake.now + 1)).outcome).toBe('applied');
      // An update Stripe dated later (its clocks are not one clock either) cannot bring a canceled one back.
      const update = await h.send(
        'customer.subscription.updated',
        subscriptionObject(subscription),
        h.fake.now + 2,
      );
      expect(update.outcome).toBe('stale');
      expect((await h.status(person)).state).toBe('ended');
    });
  });

  describe('the daily reconciliation with Stripe', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await billingHarness(driver);
    });
    afterAll(() => h.close());

    it('settles a deletion and a cancellation whose events never arrived, leaves what Stripe cannot answer, and counts them', async () => {
      h.setClock(h.start);
      const deletedAtStripe = await h.partnerPastTrial();
      const cancelledInPortal = await h.partnerPastTrial();
      const unchanged = await h.partnerPastTrial();
      const unknownToStripe = await h.partnerPastTrial();
      const unreachable = await h.partnerPastTrial();
      const lostDeletion = await h.upgradeAndPay(deletedAtStripe.person);
      const lostCancellation = await h.upgradeAndPay(cancelledInPortal.person);
      await h.upgradeAndPay(unchanged.person);
      const forgotten = await h.upgradeAndPay(unknownToStripe.person);
      const down = await h.upgradeAndPay(unreachable.person);

      // At Stripe, with no event reaching us: one is deleted, one set to cancel at its period end.
      h.setClock(new Date(h.start.getTime() + 3 * DAY_MS));
      Object.assign(lostDeletion, { status: 'canceled', canceledAt: h.fake.now, endedAt: h.fake.now });
      Object.assign(lostCancellation, { cancelAtPeriodEnd: true, canceledAt: h.fake.now });
      h.fake.subscriptions.delete(forgotten.id);
      h.fake.failing.add(`GET /v1/subscriptions/${down.id}`);
      expect((await h.status(deletedAtStripe.person)).state).toBe('active');

      const settings = billingSettingsOf(h.config);
      if (!settings) throw new Error('billing is not configured');
      const stripe = createStripeClient(settings.secretKey, settings.apiUrl);
      const reconcile = () =>
        reconcileIfDue({ db: h.database.db, stripe, settings, logger: h.logger, now: h.moment });
      expect(await reconcile()).toEqual({ agreed: 1, corrected: 2, missing: 1, failed: 1 });

      expect((await h.status(deletedAtStripe.person)).state).toBe('ended');
      expect(await h.accountPlan(deletedAtStripe.person)).toBe('free');
      expect(await h.status(cancelledInPortal.person)).toMatchObject({
        state: 'active',
        subscription: { cancelAtPeriodEnd: true },
      });
      // A subscription Stripe does not know is left as it is (a wrong key must not end every plan).
      expect((await h.status(unknownToStripe.person)).state).toBe('active');
      expect((await h.status(unreachable.person)).state).toBe('active');
      // The plan clock then tells the partner, as after the event.
      await settlePlans(h.database.db, h.moment);
      const endedMails = await queryRows<{ kind: string }>(
        h.database.db,
        sql`SELECT kind FROM mail_outbox WHERE partner_id = ${deletedAtStripe.partnerId}::uuid AND kind = 'billing_ended'`,
      );
      expect(endedMails).toHaveLength(1);

      // Daily: not again the same day, by the clock it is given; again a day after the last start.
      h.setClock(new Date(h.moment.getTime() + 23 * 60 * 60 * 1000));
      expect(await reconcile()).toBeUndefined();
      h.fake.failing.clear();
      h.setClock(new Date(h.start.getTime() + 4 * DAY_MS));
      expect(await reconcile()).toEqual({ agreed: 3, corrected: 0, missing: 1, failed: 0 });

      const metrics = await h.app.request('/api/metrics', {
        headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(metrics.status).toBe(200);
      const text = await metrics.text();
      expect(text).toContain('mrn_billing_reconciled_subscriptions{outcome="corrected"} 2');
      expect(text).toContain('mrn_billing_reconciled_subscriptions{outcome="agreed"} 4');
      expect(text).toContain('mrn_billing_reconciled_subscriptions{outcome="missing"} 2');
      expect(text).toContain('mrn_billing_reconciled_subscriptions{outcome="failed"} 1');
      expect(text).toContain(`mrn_billing_reconciliation_last_finished_seconds ${seconds(h.moment)}`);
    });
  });

  describe('the webhook’s own limits', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await billingHarness(driver, { RATE_LIMIT_POSTS_PER_MINUTE: '2' });
    });
    afterAll(() => h.close());

    it('spends no per-IP POST budget: a burst of signed events all land, other POSTs are still limited', async () => {
      h.setClock(h.start);
      const answers = [];
      for (let index = 0; index < 5; index += 1) {
        answers.push(
          (await h.send('customer.created', { id: `cus_1Burst${index}`, object: 'customer' })).outcome,
        );
      }
      expect(answers).toEqual(['ignored', 'ignored', 'ignored', 'ignored', 'ignored']);
      const contact = () =>
        h.app.request('/api/contact', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{}',
        });
      expect((await contact()).status).not.toBe(429);
      expect((await contact()).status).not.toBe(429);
      expect((await contact()).status).toBe(429);
    });

    it('accepts a signed event up to 1 MB there only; larger, or that size anywhere else, is 413', async () => {
      h.setClock(new Date(h.start.getTime() + 60_000)); // a new rate-limit window
      const padded = (bytes: number) => ({
        id: 'cus_1Large',
        object: 'customer',
        metadata: { note: 'x'.repeat(bytes) },
      });
      expect((await h.send('customer.updated', padded(300 * 1024))).outcome).toBe('ignored');
      const tooLarge = h.fake.signedEvent('customer.updated', padded(1024 * 1024));
      const refused = await h.postWebhook(tooLarge.payload, tooLarge.signature);
      expect(refused.status).toBe(413);
      expect(await errorBody(refused)).toMatchObject({ code: 'payload_too_large' });
      const elsewhere = await h.app.request('/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(padded(300 * 1024)),
      });
      expect(elsewhere.status).toBe(413);
    });
  });

  describe('signed events the webhook cannot read', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await billingHarness(driver);
    });
    afterAll(() => h.close());

    it('answers a signed event it cannot read with a logged 200 ignored, never a 500, and stores it once', async () => {
      h.setClock(h.start);
      const { person } = await h.partnerPastTrial();
      const subscription = await h.upgradeAndPay(person);
      const { items: _items, ...withoutItems } = subscriptionObject({ ...subscription, status: 'canceled' });
      const invoice = h.fake.invoiceFor(subscription.id, 'paid');
      const { status_transitions: _transitions, ...invoiceWithout } = invoice;
      for (const [type, object] of [
        ['customer.subscription.deleted', withoutItems],
        ['invoice.paid', invoiceWithout],
        ['checkout.session.completed', { id: 'cs_1NoFields', object: 'checkout.session' }],
      ] as const) {
        const event = await h.send(type, object);
        expect(event.outcome).toBe('ignored');
        const [stored] = await queryRows<{ outcome: string }>(
          h.database.db,
          sql`SELECT outcome FROM billing_events WHERE id = ${event.id}`,
        );
        expect(stored.outcome).toBe('ignored');
        expect(h.logs.find((line) => line.eventId === event.id)).toMatchObject({
          msg: 'billing event ignored',
          reason: `a ${type} object we cannot read`,
        });
      }
      expect((await h.status(person)).state).toBe('active');
    });
  });

  describe('a failed Checkout does not block the next one', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await billingHarness(driver);
    });
    afterAll(() => h.close());

    it('after the partner changes their name or address, Upgrade opens Checkout (Stripe refuses a key reused with other parameters)', async () => {
      h.setClock(h.start);
      const { person, partnerId } = await h.partnerPastTrial();
      h.fake.failing.add('POST /v1/checkout/sessions');
      expect((await h.checkout(person)).status).toBe(502);
      expect((await h.checkout(person)).status).toBe(502);
      // The same click again sends the same key: still one customer at Stripe.
      expect(h.fake.customers.size).toBe(1);
      h.fake.failing.clear();

      const renamed = await h.request(
        '/api/app/partner',
        person,
        { businessName: 'Harbor Loans Renamed' },
        'PATCH',
      );
      expect(renamed.status).toBe(200);
      const answer = await h.checkout(person);
      expect(answer.status).toBe(200);
      const [stored] = await queryRows<{ customer_id: string }>(
        h.database.db,
        sql`SELECT customer_id FROM billing_customers WHERE partner_id = ${partnerId}::uuid`,
      );
      expect(h.fake.customers.get(stored.customer_id)).toMatchObject({
        name: 'Harbor Loans Renamed',
        email: person.user.email,
      });

      // And an address changed after a failed Checkout (a second partner, before any customer is stored).
      const second = await h.partnerPastTrial();
      h.fake.failing.add('POST /v1/checkout/sessions');
      expect((await h.checkout(second.person)).status).toBe(502);
      h.fake.failing.clear();
      const newAddress = 'moved@lender.example';
      await h.database.db.execute(
        sql`UPDATE users SET email = ${newAddress} WHERE id = ${second.person.user.id}::uuid`,
      );
      const moved = await signedIn(h.database.db, h.config, newAddress, h.moment);
      const reopened = await h.checkout(moved);
      expect(reopened.status).toBe(200);
      expect([...h.fake.customers.values()].at(-1)).toMatchObject({ email: newAddress });
    });
  });
});
