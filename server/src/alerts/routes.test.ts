import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createTestApp, errorBody, postJson, type TestApp } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { queryRows } from '../db/client.ts';
import { mailSettingsFromConfig } from '../mail/mail-settings.ts';
import { signToken } from '../mail/signed-token.ts';
import { alertConfirmationMail } from './alert-confirmation-mail.ts';
import { createAlert } from './create-alert.ts';

forEachDatabase((driver) => {
  let database: TestDatabase;
  let testApp: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    testApp = createTestApp(database);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.db.execute(sql`TRUNCATE mail_outbox, alerts CASCADE`);
  });

  const body = { email: 'home@example.com', rateType: '30y', threshold: 6.25, direction: 'below' };
  const token = (purpose: 'confirm' | 'unsubscribe', alertId: string, expiresAt?: number) =>
    signToken(testApp.config.SECRET, { purpose, subject: alertId, expiresAt });

  it('creates a pending alert and queues one confirmation mail (202)', async () => {
    const response = await postJson(testApp.app, '/api/alerts', { ...body, threshold: '6.125' });
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ status: 'pending' });
    const rows = await queryRows<{ status: string; threshold: string; kind: string }>(
      database.db,
      sql`SELECT a.status, a.threshold::text AS threshold, m.kind FROM alerts a JOIN mail_outbox m ON m.alert_id = a.id`,
    );
    expect(rows).toEqual([{ status: 'pending', threshold: '6.125', kind: 'alert_confirmation' }]);
  });

  it('takes any catalogued series, stores it with its term, and names it in the confirmation mail', async () => {
    const { rateType: _older, ...rest } = body;
    const response = await postJson(testApp.app, '/api/alerts', { ...rest, series: 'OBMMIFHA30YF' });
    expect(response.status).toBe(202);
    const rows = await queryRows<{ series_id: string; rate_type: string }>(
      database.db,
      sql`SELECT series_id, rate_type FROM alerts`,
    );
    expect(rows).toEqual([{ series_id: 'OBMMIFHA30YF', rate_type: '30y' }]);
    const [alert] = await queryRows<{ id: string }>(database.db, sql`SELECT id::text AS id FROM alerts`);
    const mail = alertConfirmationMail(
      mailSettingsFromConfig(testApp.config),
      {
        alert: {
          id: alert.id,
          email: body.email,
          rateType: '30y',
          seriesId: 'OBMMIFHA30YF',
          threshold: '6.250',
          direction: 'below',
        },
      },
      new Date(),
    );
    expect(mail.text).toContain('the 30-year FHA rate falls to or below 6.250%');
    // The older rateType still answers, as the conforming series.
    await postJson(testApp.app, '/api/alerts', { ...body, email: 'old@example.com', rateType: '15y' });
    const older = await queryRows<{ series_id: string }>(
      database.db,
      sql`SELECT series_id FROM alerts WHERE email = 'old@example.com'`,
    );
    expect(older).toEqual([{ series_id: 'OBMMIC15YF' }]);
  });

  it('refuses an unknown series with a 422 naming the field and listing the catalogue', async () => {
    const { rateType: _older, ...rest } = body;
    const response = await postJson(testApp.app, '/api/alerts', { ...rest, series: 'OBMMIFOO30YF' });
    expect(response.status).toBe(422);
    const error = await errorBody(response);
    expect(error.fields?.series).toMatch(/OBMMIC30YF, OBMMIC15YF, OBMMIFHA30YF, OBMMIVA30YF/);
    const neither = await postJson(testApp.app, '/api/alerts', rest);
    expect(neither.status).toBe(422);
    expect((await errorBody(neither)).fields?.series).toMatch(/Choose a rate/);
  });

  it('asking again for the same alert stores no duplicate and re-sends the confirmation at most every 10 minutes', async () => {
    const counts = async () =>
      (
        await queryRows<{ alerts: number; mails: number }>(
          database.db,
          sql`SELECT (SELECT count(*)::int FROM alerts) AS alerts, (SELECT count(*)::int FROM mail_outbox) AS mails`,
        )
      )[0];
    const start = new Date('2025-10-02T12:00:00Z');
    const ask = (minutes: number) =>
      createAlert(
        database.db,
        {
          email: minutes === 0 ? body.email : ' HOME@example.com ',
          rateType: '30y',
          threshold: 6.25,
          direction: 'below',
        },
        { now: new Date(start.getTime() + minutes * 60_000) },
      );
    const first = await ask(0);
    const soon = await ask(5);
    expect(soon).toEqual({ alertId: first.alertId, status: 'pending', confirmationQueued: false });
    expect(await counts()).toEqual({ alerts: 1, mails: 1 });
    const later = await ask(11);
    expect(later).toEqual({ alertId: first.alertId, status: 'pending', confirmationQueued: true });
    expect(await counts()).toEqual({ alerts: 1, mails: 2 });
  });

  it('answers a fourth alert for one address with the same 202 and tells the address by mail, once', async () => {
    for (const threshold of [6, 6.1, 6.2]) {
      expect((await postJson(testApp.app, '/api/alerts', { ...body, threshold })).status).toBe(202);
    }
    const accepted = await (await postJson(testApp.app, '/api/alerts', { ...body, threshold: 6.2 })).json();
    // Over the limit, and spelt differently: the answer does not tell (no enumeration of subscribers).
    const refused = await postJson(testApp.app, '/api/alerts', {
      ...body,
      email: ' HOME@Example.com',
      threshold: 6.3,
    });
    expect(refused.status).toBe(202);
    expect(await refused.json()).toEqual(accepted);
    expect((await postJson(testApp.app, '/api/alerts', { ...body, threshold: 6.4 })).status).toBe(202);
    const notices = await queryRows<{ recipient: string }>(
      database.db,
      sql`SELECT recipient FROM mail_outbox WHERE kind = 'alert_plan_limit'`,
    );
    expect(notices).toEqual([{ recipient: 'home@example.com' }]);
    const [{ stored }] = await queryRows<{ stored: number }>(
      database.db,
      sql`SELECT count(*)::int AS stored FROM alerts WHERE email = ${body.email}`,
    );
    expect(stored).toBe(3);
    // Another address is not affected.
    expect((await postJson(testApp.app, '/api/alerts', { ...body, email: 'other@example.com' })).status).toBe(
      202,
    );
  });

  it('refuses a display-name address, which would count apart from the bare one', async () => {
    for (const email of ['a1<home@example.com>', 'Home <home@example.com>', '"a b"@example.com']) {
      const response = await postJson(testApp.app, '/api/alerts', { ...body, email });
      expect(response.status, email).toBe(422);
      expect((await errorBody(response)).fields?.email).toBeTruthy();
    }
  });

  it('parallel requests for one address never take more than the plan allows', async () => {
    const thresholds = [5.5, 5.6, 5.7, 5.8, 5.9, 6.0, 6.1, 6.2];
    const outcomes = await Promise.allSettled(
      thresholds.map((threshold) =>
        createAlert(database.db, { ...body, rateType: '30y', direction: 'below', threshold }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused.map((outcome) => (outcome.reason as Error).name)).toEqual(Array(5).fill('PlanLimitError'));
    const [{ stored }] = await queryRows<{ stored: number }>(
      database.db,
      sql`SELECT count(*)::int AS stored FROM alerts WHERE email = ${body.email}`,
    );
    expect(stored).toBe(3);
  });

  it('an unsubscribed alert frees its slot', async () => {
    const ids: string[] = [];
    for (const threshold of [6, 6.1, 6.2]) {
      ids.push(
        (await createAlert(database.db, { ...body, rateType: '30y', direction: 'below', threshold })).alertId,
      );
    }
    await testApp.app.request(`/api/alerts/unsubscribe?token=${token('unsubscribe', ids[0])}`, {
      method: 'POST',
    });
    expect((await postJson(testApp.app, '/api/alerts', { ...body, threshold: 6.3 })).status).toBe(202);
  });

  const alertStatus = async () =>
    (await queryRows<{ status: string }>(database.db, sql`SELECT status FROM alerts`))[0].status;

  it('GET confirm only shows a button (mail scanners open links); its POST confirms and says so', async () => {
    const { alertId } = await createAlert(database.db, { ...body, rateType: '30y', direction: 'below' });
    const url = `/api/alerts/confirm?token=${token('confirm', alertId, Date.now() + 60_000)}`;
    for (let visit = 0; visit < 2; visit += 1) {
      const page = await testApp.app.request(url);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toContain(`<form method="post" action="${url}">`);
      expect(html).toContain('Confirm my alert</button>');
      expect(html).not.toContain('List-Unsubscribe');
    }
    expect(await alertStatus()).toBe('pending');

    const first = await testApp.app.request(url, { method: 'POST' });
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('Your rate alert is on');
    expect(await alertStatus()).toBe('active');
    const again = await testApp.app.request(url, { method: 'POST' });
    expect(await again.text()).toContain('already on');
    expect(await alertStatus()).toBe('active');
  });

  it.each([
    ['no token', ''],
    ['garbage', 'not-a-token'],
    [
      'a forged signature',
      `${Buffer.from('{"p":"confirm","a":"00000000-0000-0000-0000-000000000000"}').toString('base64url')}.AAAA`,
    ],
  ])('shows a clear page for a bad confirm link: %s', async (_label, value) => {
    for (const method of ['GET', 'POST']) {
      const response = await testApp.app.request(`/api/alerts/confirm?token=${encodeURIComponent(value)}`, {
        method,
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('This link does not work');
    }
  });

  it('rejects an expired confirm link and an unsubscribe token used to confirm', async () => {
    const { alertId } = await createAlert(database.db, { ...body, rateType: '30y', direction: 'below' });
    for (const method of ['GET', 'POST']) {
      const expired = await testApp.app.request(
        `/api/alerts/confirm?token=${token('confirm', alertId, Date.now() - 1)}`,
        { method },
      );
      expect(expired.status).toBe(400);
      const wrongPurpose = await testApp.app.request(
        `/api/alerts/confirm?token=${token('unsubscribe', alertId)}`,
        { method },
      );
      expect(wrongPurpose.status).toBe(400);
    }
    expect(await alertStatus()).toBe('pending');
  });

  it('GET unsubscribe only shows a button; POST takes effect at once', async () => {
    const { alertId } = await createAlert(database.db, { ...body, rateType: '30y', direction: 'below' });
    const url = `/api/alerts/unsubscribe?token=${token('unsubscribe', alertId)}`;
    const page = await testApp.app.request(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<form method="post" action="${url}">`);
    expect(html).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click">');
    const [before] = await queryRows<{ status: string }>(database.db, sql`SELECT status FROM alerts`);
    expect(before.status).toBe('pending');
    const done = await testApp.app.request(url, { method: 'POST' });
    expect(done.status).toBe(200);
    const [after] = await queryRows<{ status: string }>(database.db, sql`SELECT status FROM alerts`);
    expect(after.status).toBe('unsubscribed');
    const [{ pendingMail }] = await queryRows<{ pendingMail: number }>(
      database.db,
      sql`SELECT count(*)::int AS "pendingMail" FROM mail_outbox WHERE status = 'pending'`,
    );
    expect(pendingMail).toBe(0);
  });

  it.each([
    [{ ...body, email: 'not an email' }, 'email'],
    [{ ...body, rateType: '20y' }, 'rateType'],
    [{ ...body, threshold: 0 }, 'threshold'],
    [{ ...body, threshold: 'six' }, 'threshold'],
    [{ ...body, threshold: 99 }, 'threshold'],
    [{ ...body, direction: 'sideways' }, 'direction'],
  ])('answers 422 naming the bad field', async (input, field) => {
    const response = await postJson(testApp.app, '/api/alerts', input);
    expect(response.status).toBe(422);
    const error = await errorBody(response);
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields ?? {})).toContain(field);
  });

  it('never answers 5xx to any POST body, and errors always have the error shape (fuzzed)', async () => {
    const value = fc.oneof(
      fc.string(),
      fc.double(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constantFrom('30y', '15y', 'below', 'above', 'a@b.co', '6.5', 6.5, 1e308, -0),
    );
    const alertBody = fc.record(
      { email: value, rateType: value, threshold: value, direction: value },
      { requiredKeys: [] },
    );
    const anyBody = fc.oneof(
      alertBody.map((record) => JSON.stringify(record)),
      fc.string(),
      fc.json(),
    );
    await fc.assert(
      fc.asyncProperty(anyBody, async (text) => {
        const response = await postJson(testApp.app, '/api/alerts', text);
        expect(response.status).toBeLessThan(500);
        if (response.status !== 202) await errorBody(response);
      }),
      { numRuns: 150 },
    );
  });

  it('never answers 5xx to any token (fuzzed)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string(),
        fc.constantFrom('GET', 'POST'),
        fc.constantFrom('confirm', 'unsubscribe'),
        async (value, method, route) => {
          const response = await testApp.app.request(
            `/api/alerts/${route}?token=${encodeURIComponent(value)}`,
            {
              method: route === 'confirm' ? 'GET' : method,
            },
          );
          expect(response.status).toBeLessThan(500);
        },
      ),
      { numRuns: 100 },
    );
  });
});
