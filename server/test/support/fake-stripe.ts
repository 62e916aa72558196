import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import {
  checkoutSessionObject,
  customerObject,
  eventObject,
  invoiceObject,
  type PriceFixture,
  portalSessionObject,
  priceObject,
  productObject,
  type StripeObject,
  type SubscriptionFixture,
  subscriptionObject,
} from './stripe-objects.ts';

/**
 * A stand-in for Stripe over real HTTP, for tests: the REST calls the product makes (customers,
 * Checkout and portal sessions, subscriptions, products and prices), answered with objects in
 * Stripe's format, plus a hosted checkout page that "pays" and a portal page that cancels. Both
 * then post signed events to `webhookUrl`, as Stripe would.
 */
export interface FakeStripe {
  url: string;
  /** The product's webhook endpoint and its signing secret (set before a page pays). */
  webhookUrl: string | undefined;
  /** Instead of POSTing to webhookUrl (route tests hand events to app.request). */
  sendWebhook: ((payload: string, signature: string) => Promise<number>) | undefined;
  readonly webhookSecret: string;
  readonly prices: { monthly: PriceFixture; annual: PriceFixture };
  /** Unix seconds "now" for the objects it makes; tests move it. */
  now: number;
  /** When true every REST call answers as if Stripe were down (HTTP 500 with Stripe's error shape). */
  unavailable: boolean;
  /** REST calls ("METHOD /path") that answer as if Stripe were down, while the others work. */
  readonly failing: Set<string>;
  readonly customers: Map<string, StripeObject>;
  readonly subscriptions: Map<string, SubscriptionFixture>;
  readonly products: Map<string, StripeObject>;
  readonly checkoutSessions: Map<string, StripeObject>;
  /** Every REST call as "METHOD /path", in order. */
  readonly calls: string[];
  /** A signed event for the product (header and payload), as Stripe would post it. */
  signedEvent(
    type: string,
    object: StripeObject,
    created?: number,
  ): { payload: string; signature: string; id: string };
  /** Posts a signed event to webhookUrl; answers the product's status. */
  deliver(type: string, object: StripeObject, created?: number): Promise<number>;
  subscriptionObject(id: string): StripeObject;
  invoiceFor(subscriptionId: string, status: 'paid' | 'open'): StripeObject;
  /** Ends a subscription (what Stripe does at the period end of a cancelled one) and tells the product. */
  endSubscription(id: string): Promise<number>;
  close(): Promise<void>;
}

const MONTH = 30 * 24 * 60 * 60;
const YEAR = 365 * 24 * 60 * 60;

function id(prefix: string): string {
  return `${prefix}_1${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function metadataOf(form: Map<string, string>, prefix: string): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = key.startsWith(`${prefix}[`) ? /\[([^\]]+)\]$/.exec(key) : null;
    if (match) metadata[match[1]] = value;
  }
  return metadata;
}

/** An API answer, dated by the fake's own clock (`now`) as Stripe dates its answers by its clock. */
function jsonAt(response: ServerResponse, status: number, body: unknown, now: number): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': id('req'),
    date: new Date(now * 1000).toUTCString(),
  });
  response.end(JSON.stringify(body));
}

function html(response: ServerResponse, body: string): void {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(
    `<!doctype html><html lang="en"><head><title>Test Stripe</title></head><body>${body}</body></html>`,
  );
}

function notFoundAt(response: ServerResponse, what: string, now: number): void {
  jsonAt(
    response,
    404,
    { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
    now,
  );
}

export async function startFakeStripe(options: { webhookSecret?: string } = {}): Promise<FakeStripe> {
  const signer = new Stripe('sk_test_signer');
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(24).toString('hex')}`;
  const product = 'prod_1MrnProfessional';
  const prices = {
    monthly: {
      id: 'price_1MrnProMonthly',
      product,
      lookupKey: 'mrn_pro_monthly',
      unitAmount: 700,
      interval: 'month',
    },
    annual: {
      id: 'price_1MrnProAnnual',
      product,
      lookupKey: 'mrn_pro_annual',
      unitAmount: 6700,
      interval: 'year',
    },
  } satisfies Record<string, PriceFixture>;
  const customers = new Map<string, StripeObject>();
  /** Stripe's idempotency: a key's first parameters and answer (Stripe keeps them 24 hours). */
  const idempotent = new Map<string, { params: string; answer: StripeObject }>();
  const subscriptions = new Map<string, SubscriptionFixture>();
  const products = new Map<string, StripeObject>();
  const createdPrices = new Map<string, StripeObject>();
  const checkoutSessions = new Map<string, StripeObject>();
  const portalSessions = new Map<string, StripeObject>();
  const calls: string[] = [];
  let origin = '';
  const json = (response: ServerResponse, status: number, body: unknown) =>
    jsonAt(response, status, body, fake.now);
  const notFound = (response: ServerResponse, what: string) => notFoundAt(response, what, fake.now);

  const fake: FakeStripe = {
    url: '',
    webhookUrl: undefined,
    sendWebhook: undefined,
    webhookSecret,
    prices,
    now: Math.floor(Date.now() / 1000),
    unavailable: false,
    failing: new Set(),
    customers,
    subscriptions,
    products,
    checkoutSessions,
    calls,
    signedEvent(type, object, created = fake.now) {
      const eventId = id('evt');
      const payload = JSON.stringify(eventObject(eventId, type, object, created), null, 2);
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret: webhookSecret,
        timestamp: fake.now,
      });
      return { payload, signature, id: eventId };
    },
    async deliver(type, object, created) {
      const event = fake.signedEvent(type, object, created);
      if (fake.sendWebhook) return fake.sendWebhook(event.payload, event.signature);
      if (!fake.webhookUrl) throw new Error('fake Stripe: no webhookUrl to deliver to');
      const response = await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature },
        body: event.payload,
      });
      await response.arrayBuffer();
      return response.status;
    },
    subscriptionObject(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`fake Stripe: no subscription ${subscriptionId}`);
      return subscriptionObject(subscription);
    },
    invoiceFor(subscriptionId, status) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`fake Stripe: no subscription ${subscriptionId}`);
      return invoiceObject({
        id: id('in'),
        customer: subscription.customer,
        subscription: subscriptionId,
        status,
        amount: subscription.price.unitAmount,
        created: fake.now,
        paidAt: status === 'paid' ? fake.now : null,
        attempted: true,
      });
    },
    async endSubscription(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`fake Stripe: no subscription ${subscriptionId}`);
      Object.assign(subscription, {
        status: 'canceled',
        endedAt: fake.now,
        canceledAt: subscription.canceledAt ?? fake.now,
      });
      return fake.deliver('customer.subscription.deleted', subscriptionObject(subscription));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  /** Checkout "pays": the subscription starts (trialing until the session's trial end, if any). */
  async function pay(sessionId: string): Promise<string> {
    const session = checkoutSessions.get(sessionId);
    if (session?.status !== 'open') throw new Error('no open session');
    const price =
      Object.values(prices).find((candidate) => candidate.id === session.price_id) ?? prices.annual;
    const trialEnd = typeof session.trial_end === 'number' ? session.trial_end : null;
    const subscriptionId = id('sub');
    const subscription: SubscriptionFixture = {
      id: subscriptionId,
      customer: String(session.customer),
      price,
      status: trialEnd ? 'trialing' : 'active',
      created: fake.now,
      periodStart: fake.now,
      periodEnd: trialEnd ?? fake.now + (price.interval === 'year' ? YEAR : MONTH),
      trialEnd,
      cancelAtPeriodEnd: false,
      canceledAt: null,
      endedAt: null,
      metadata: (session.subscription_metadata as Record<string, string>) ?? {},
    };
    subscriptions.set(subscriptionId, subscription);
    Object.assign(session, {
      status: 'complete',
      subscription: subscriptionId,
      payment_status: 'paid',
      url: null,
    });
    await fake.deliver('customer.subscription.created', subscriptionObject(subscription));
    await fake.deliver('checkout.session.completed', publicSession(session));
    if (!trialEnd) await fake.deliver('invoice.paid', fake.invoiceFor(subscriptionId, 'paid'));
    return String(session.success_url);
  }

  /** The session as the API shows it (without the fake's own bookkeeping fields). */
  function publicSession(session: StripeObject): StripeObject {
    const { price_id: _price, trial_end: _trial, subscription_metadata: _metadata, ...rest } = session;
    return rest;
  }

  async function handleApi(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const method = request.method ?? 'GET';
    const path = url.pathname;
    calls.push(`${method} ${path}`);
    if (fake.unavailable || fake.failing.has(`${method} ${path}`)) {
      return json(response, 500, { error: { type: 'api_error', message: 'Test Stripe is down.' } });
    }
    if (
      request.headers.authorization !== undefined &&
      !/^Bearer sk_(test|live)_/.test(request.headers.authorization)
    ) {
      return json(response, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
      });
    }
    const body = method === 'POST' ? await readBody(request) : '';
    const form = new Map(new URLSearchParams(body));
    const key = request.headers['idempotency-key'];
    const params = `${method} ${path} ${body}`;
    const earlier = typeof key === 'string' ? idempotent.get(key) : undefined;
    // Stripe: the same key again answers the first answer; with other parameters it is refused.
    if (earlier && earlier.params !== params) {
      return json(response, 400, {
        error: {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        },
      });
    }
    if (earlier) return json(response, 200, earlier.answer);
    const remember = (answer: StripeObject) => {
      if (typeof key === 'string') idempotent.set(key, { params, answer });
      return json(response, 200, answer);
    };

    if (method === 'POST' && path === '/v1/customers') {
      const customer = customerObject(
        id('cus'),
        {
          email: form.get('email') ?? null,
          name: form.get('name') ?? null,
          metadata: metadataOf(form, 'metadata'),
        },
        fake.now,
      );
      customers.set(String(customer.id), customer);
      return remember(customer);
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const customer = form.get('customer');
      if (!customer || !customers.has(customer)) return notFound(response, `customer: '${customer}'`);
      const priceId = form.get('line_items[0][price]');
      if (!Object.values(prices).some((price) => price.id === priceId))
        return notFound(response, `price: '${priceId}'`);
      const sessionId = id('cs_test');
      const session: StripeObject = {
        ...checkoutSessionObject({
          id: sessionId,
          url: `${origin}/c/pay/${sessionId}`,
          customer,
          clientReferenceId: form.get('client_reference_id') ?? null,
          subscription: null,
          status: 'open',
          successUrl: form.get('success_url') ?? '',
          cancelUrl: form.get('cancel_url') ?? '',
          created: fake.now,
          metadata: metadataOf(form, 'metadata'),
        }),
        price_id: priceId,
        trial_end: form.has('subscription_data[trial_end]')
          ? Number(form.get('subscription_data[trial_end]'))
          : null,
        subscription_metadata: metadataOf(form, 'subscription_data[metadata]'),
      };
      checkoutSessions.set(sessionId, session);
      return remember(publicSession(session));
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = form.get('customer');
      if (!customer || !customers.has(customer)) return notFound(response, `customer: '${customer}'`);
      const sessionId = id('bps');
      const session = portalSessionObject({
        id: sessionId,
        customer,
        returnUrl: form.get('return_url') ?? '',
        url: `${origin}/p/session/${sessionId}`,
        created: fake.now,
      });
      portalSessions.set(sessionId, session);
      return remember(session);
    }
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscriptionPath) {
      const subscription = subscriptions.get(subscriptionPath[1]);
      if (!subscription) return notFound(response, `subscription: '${subscriptionPath[1]}'`);
      if (method === 'DELETE') {
        Object.assign(subscription, { status: 'canceled', canceledAt: fake.now, endedAt: fake.now });
      }
      return json(response, 200, subscriptionObject(subscription));
    }
    if (method === 'POST' && path === '/v1/products') {
      const created = productObject(form.get('id') ?? id('prod'), form.get('name') ?? '', fake.now);
      products.set(String(created.id), created);
      return remember(created);
    }
    if (method === 'GET' && path === '/v1/prices') {
      // lookup_keys[0]=...&lookup_keys[1]=... (the SDK's encoding of a list)
      const wanted = [...url.searchParams]
        .filter(([name]) => name.startsWith('lookup_keys['))
        .map(([, value]) => value);
      const data = [...createdPrices.values()].filter((price) => wanted.includes(String(price.lookup_key)));
      return json(response, 200, { object: 'list', data, has_more: false, url: '/v1/prices' });
    }
    if (method === 'POST' && path === '/v1/prices') {
      const created = priceObject(
        {
          id: id('price'),
          product: form.get('product') ?? '',
          lookupKey: form.get('lookup_key') ?? '',
          unitAmount: Number(form.get('unit_amount')),
          interval: form.get('recurring[interval]') === 'year' ? 'year' : 'month',
        },
        fake.now,
      );
      createdPrices.set(String(created.id), created);
      return remember(created);
    }
    return notFound(response, `route: ${method} ${path}`);
  }

  /** The hosted pages a browser sees: checkout (Pay) and the portal (Cancel plan). */
  async function handlePage(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (url.pathname === '/favicon.ico') {
      response.writeHead(204);
      return void response.end();
    }
    const checkout = /^\/c\/pay\/([^/]+)$/.exec(url.pathname);
    if (checkout) {
      const session = checkoutSessions.get(checkout[1]);
      if (!session) return notFound(response, 'checkout session');
      if (request.method === 'POST') {
        const next = await pay(checkout[1]);
        response.writeHead(303, { location: next });
        return void response.end();
      }
      const price = Object.values(prices).find((candidate) => candidate.id === session.price_id);
      const amount = price ? `$${price.unitAmount / 100} per ${price.interval}` : '';
      return html(
        response,
        `<h1>Test checkout</h1><p>Professional plan, ${amount}</p>
         <form method="post"><button type="submit">Pay</button></form>`,
      );
    }
    const portal = /^\/p\/session\/([^/]+)$/.exec(url.pathname);
    if (portal) {
      const session = portalSessions.get(portal[1]);
      if (!session) return notFound(response, 'portal session');
      const subscription = [...subscriptions.values()].find(
        (candidate) => candidate.customer === session.customer && candidate.status !== 'canceled',
      );
      if (request.method === 'POST') {
        if (subscription) {
          Object.assign(subscription, { cancelAtPeriodEnd: true, canceledAt: fake.now });
          await fake.deliver('customer.subscription.updated', subscriptionObject(subscription));
        }
        response.writeHead(303, { location: String(session.return_url) });
        return void response.end();
      }
      return html(
        response,
        `<h1>Test billing portal</h1><p>${subscription ? `Subscription ${subscription.status}` : 'No subscription'}</p>
         <form method="post"><button type="submit">Cancel plan</button></form>
         <p><a href="${String(session.return_url)}">Return</a></p>`,
      );
    }
    return notFound(response, 'page');
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stripe.test');
    const handler = url.pathname.startsWith('/v1/') ? handleApi : handlePage;
    handler(request, response, url).catch((error: unknown) => {
      if (!response.headersSent)
        json(response, 500, { error: { type: 'api_error', message: String(error) } });
      else response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = origin;
  return fake;
}
