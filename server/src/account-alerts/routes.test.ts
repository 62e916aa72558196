import { type AccountAlert, type AccountAlertList, createFormSchema } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publishThirtyYearRates } from '../../test/support/publish-rates.ts';
import { type SignedIn, signedIn } from '../../test/support/signed-in.ts';
import { createTestApp, createTestPartner, errorBody, type TestApp } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { createAlert } from '../alerts/create-alert.ts';
import { expandAllFanOuts } from '../alerts/expand-fanout.ts';
import { queryRows } from '../db/client.ts';
import { createForm } from '../forms/form-store.ts';
import { storeLead } from '../leads/store-lead.ts';
import { silentLogger } from '../logger.ts';

const FREE_LIMIT_MESSAGE =
  'You have 3 active alerts, the most the Free plan allows. Pause or delete one to add another, or upgrade to Pro for up to 20.';

forEachDatabase((driver) => {
  let database: TestDatabase;
  let subject: TestApp;
  let ann: SignedIn;
  let bob: SignedIn;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    subject = createTestApp(database);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.execute(
      sql`TRUNCATE mail_outbox, alert_fanouts, alerts, leads, alert_addresses, users, rate_observations CASCADE`,
    );
    ann = await signedIn(database.db, subject.config, 'ann@example.com');
    bob = await signedIn(database.db, subject.config, 'bob@example.com');
  });

  const alertBody = (threshold: number) => ({ rateType: '30y', threshold, direction: 'below' });

  function send(method: string, path: string, who: SignedIn | undefined, body?: unknown): Promise<Response> {
    return Promise.resolve(
      subject.app.request(path, {
        method,
        headers: who
          ? body === undefined
            ? who.headers
            : who.jsonHeaders
          : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  }
  const create = (who: SignedIn, threshold: number) =>
    send('POST', '/api/app/alerts', who, alertBody(threshold));
  const list = async (who: SignedIn) =>
    (await (await send('GET', '/api/app/alerts', who)).json()) as AccountAlertList;
  const countAlerts = async (email: string) =>
    (
      await queryRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM alerts WHERE email = ${email}`,
      )
    )[0].n;

  describe('POST /api/app/alerts', () => {
    it('stores an active, confirmed alert and answers it (201)', async () => {
      const response = await create(ann, 5.875);
      expect(response.status).toBe(201);
      const alert = (await response.json()) as AccountAlert;
      expect(alert).toMatchObject({
        rateType: '30y',
        threshold: 5.875,
        direction: 'below',
        status: 'active',
        partnerName: null,
        lastNotifiedAt: null,
        notifications: [],
      });
      const [row] = await queryRows<{ email: string; confirmed: boolean; mails: number }>(
        database.db,
        sql`SELECT email, confirmed_at IS NOT NULL AS confirmed,
                   (SELECT count(*)::int FROM mail_outbox) AS mails
              FROM alerts WHERE id = ${alert.id}::uuid`,
      );
      expect(row).toEqual({ email: 'ann@example.com', confirmed: true, mails: 0 });
    });

    it('refuses a fourth active alert on Free with 409 plan_limit saying what to do', async () => {
      for (const threshold of [5, 5.5, 6]) expect((await create(ann, threshold)).status).toBe(201);
      const response = await create(ann, 6.5);
      expect(response.status).toBe(409);
      expect(await errorBody(response)).toEqual({ code: 'plan_limit', message: FREE_LIMIT_MESSAGE });
      expect(await countAlerts('ann@example.com')).toBe(3);
      // A paused alert frees its slot.
      const [first] = (await list(ann)).alerts;
      expect((await send('PATCH', `/api/app/alerts/${first.id}`, ann, { status: 'paused' })).status).toBe(
        200,
      );
      expect((await create(ann, 6.5)).status).toBe(201);
    });

    it('counts a pending alert from the public form as holding a slot, as the public path does', async () => {
      await createAlert(database.db, {
        email: 'ann@example.com',
        rateType: '15y',
        threshold: 5,
        direction: 'below',
      });
      for (const threshold of [5, 5.5]) expect((await create(ann, threshold)).status).toBe(201);
      const response = await create(ann, 6);
      expect(response.status).toBe(409);
      expect((await errorBody(response)).message).toMatch(
        /^You have 3 alerts that are active or waiting for confirmation/,
      );
    });

    it('allows 20 active alerts on Pro, not 21', async () => {
      await database.db.execute(sql`UPDATE users SET plan = 'pro' WHERE id = ${ann.user.id}::uuid`);
      for (let index = 0; index < 20; index += 1) {
        expect((await create(ann, 4 + index / 10)).status, `alert ${index + 1}`).toBe(201);
      }
      const response = await create(ann, 9);
      expect(response.status).toBe(409);
      expect((await errorBody(response)).message).toBe(
        'You have 20 active alerts, the most the Pro plan allows. Pause or delete one to add another.',
      );
      const listed = await list(ann);
      expect([listed.plan, listed.activeLimit, listed.activeCount, listed.alerts.length]).toEqual([
        'pro',
        20,
        20,
        20,
      ]);
    });

    it('two parallel creates at 2 active alerts: only one succeeds', async () => {
      for (const threshold of [5, 5.5]) expect((await create(ann, threshold)).status).toBe(201);
      const statuses = (await Promise.all([create(ann, 6), create(ann, 6.5)])).map(
        (response) => response.status,
      );
      expect(statuses.sort()).toEqual([201, 409]);
      expect(await countAlerts('ann@example.com')).toBe(3);
    });

    it('parallel creates mixed with public requests never exceed the limit', async () => {
      const outcomes = await Promise.allSettled([
        ...[5, 5.25, 5.5].map((threshold) => create(ann, threshold)),
        ...[6, 6.25, 6.5].map((threshold) =>
          createAlert(database.db, {
            email: 'ann@example.com',
            rateType: '30y',
            threshold,
            direction: 'below',
          }),
        ),
      ]);
      // Public requests over the limit are refused (PlanLimitError); nothing else goes wrong.
      const failures = outcomes.flatMap((outcome) =>
        outcome.status === 'rejected' ? [(outcome.reason as Error).name] : [],
      );
      expect(failures.every((name) => name === 'PlanLimitError')).toBe(true);
      expect((await list(ann)).activeCount).toBe(3);
      expect(await countAlerts('ann@example.com')).toBe(3);
    });

    it('asking for an alert you already have reuses it; a pending one is switched on', async () => {
      const pending = await createAlert(database.db, {
        email: 'ann@example.com',
        rateType: '30y',
        threshold: 5.875,
        direction: 'below',
      });
      const first = (await (await create(ann, 5.875)).json()) as AccountAlert;
      expect(first).toMatchObject({ id: pending.alertId, status: 'active' });
      const again = (await (await create(ann, 5.875)).json()) as AccountAlert;
      expect(again.id).toBe(pending.alertId);
      expect(await countAlerts('ann@example.com')).toBe(1);
    });

    it('refuses a request with a cookie from another site (403 csrf_rejected) and stores nothing', async () => {
      const response = await Promise.resolve(
        subject.app.request('/api/app/alerts', {
          method: 'POST',
          headers: { ...ann.jsonHeaders, Origin: 'https://evil.example' },
          body: JSON.stringify(alertBody(5)),
        }),
      );
      expect(response.status).toBe(403);
      expect((await errorBody(response)).code).toBe('csrf_rejected');
      expect(await countAlerts('ann@example.com')).toBe(0);
    });

    it('answers 401 without a session cookie, for every route', async () => {
      const id = '00000000-0000-4000-8000-000000000000';
      const origin = {
        Origin: new URL(subject.config.PUBLIC_URL).origin,
        'Content-Type': 'application/json',
      };
      for (const [method, path] of [
        ['GET', '/api/app/alerts'],
        ['POST', '/api/app/alerts'],
        ['PATCH', `/api/app/alerts/${id}`],
        ['DELETE', `/api/app/alerts/${id}`],
      ]) {
        const response = await Promise.resolve(
          subject.app.request(path, { method, headers: origin, body: method === 'GET' ? undefined : '{}' }),
        );
        expect(response.status, `${method} ${path}`).toBe(401);
        expect((await errorBody(response)).code).toBe('unauthorized');
      }
      expect(await countAlerts('ann@example.com')).toBe(0);
    });
  });

  describe('isolation between accounts', () => {
    it('another account cannot read, edit or delete an alert: 404 like a missing one', async () => {
      const annAlert = (await (await create(ann, 5)).json()) as AccountAlert;
      await create(bob, 6);
      expect((await list(ann)).alerts.map((alert) => alert.id)).toEqual([annAlert.id]);
      expect((await list(bob)).alerts.map((alert) => alert.threshold)).toEqual([6]);

      const missing = '00000000-0000-4000-8000-000000000000';
      for (const id of [annAlert.id, missing, 'not-a-uuid']) {
        const patch = await send('PATCH', `/api/app/alerts/${id}`, bob, { status: 'paused', threshold: 4 });
        expect(patch.status, `PATCH ${id}`).toBe(404);
        expect(await errorBody(patch)).toEqual({
          code: 'not_found',
          message: 'No alert with this id belongs to your account.',
        });
        expect((await send('DELETE', `/api/app/alerts/${id}`, bob)).status, `DELETE ${id}`).toBe(404);
      }
      const [untouched] = (await list(ann)).alerts;
      expect(untouched).toMatchObject({ id: annAlert.id, status: 'active', threshold: 5 });
    });
  });

  describe('PATCH /api/app/alerts/:id', () => {
    it('edits the rule, pauses and resumes', async () => {
      const { id } = (await (await create(ann, 5)).json()) as AccountAlert;
      const edited = await send('PATCH', `/api/app/alerts/${id}`, ann, {
        rateType: '15y',
        threshold: '4.5',
        direction: 'above',
      });
      expect(edited.status).toBe(200);
      expect(await edited.json()).toMatchObject({
        id,
        rateType: '15y',
        threshold: 4.5,
        direction: 'above',
        status: 'active',
      });

      const paused = await send('PATCH', `/api/app/alerts/${id}`, ann, { status: 'paused' });
      expect(await paused.json()).toMatchObject({ status: 'paused' });
      expect((await list(ann)).activeCount).toBe(0);
      const resumed = await send('PATCH', `/api/app/alerts/${id}`, ann, { status: 'active' });
      expect(await resumed.json()).toMatchObject({ status: 'active' });
      expect((await list(ann)).activeCount).toBe(1);
    });

    it('resuming respects the plan limit (409)', async () => {
      const { id } = (await (await create(ann, 5)).json()) as AccountAlert;
      await send('PATCH', `/api/app/alerts/${id}`, ann, { status: 'paused' });
      for (const threshold of [5.5, 6, 6.5]) expect((await create(ann, threshold)).status).toBe(201);
      const response = await send('PATCH', `/api/app/alerts/${id}`, ann, { status: 'active' });
      expect(response.status).toBe(409);
      expect(await errorBody(response)).toEqual({
        code: 'plan_limit',
        message:
          'You have 3 active alerts, the most the Free plan allows. Pause or delete another to resume this one, or upgrade to Pro for up to 20.',
      });
      expect((await list(ann)).alerts.find((alert) => alert.id === id)?.status).toBe('paused');
    });

    it('the owner can switch on an unsubscribed or pending alert', async () => {
      const pending = await createAlert(database.db, {
        email: 'ann@example.com',
        rateType: '30y',
        threshold: 5,
        direction: 'below',
      });
      const response = await send('PATCH', `/api/app/alerts/${pending.alertId}`, ann, { status: 'active' });
      expect(await response.json()).toMatchObject({ status: 'active' });
      await database.db.execute(
        sql`UPDATE alerts SET status = 'unsubscribed' WHERE id = ${pending.alertId}::uuid`,
      );
      const again = await send('PATCH', `/api/app/alerts/${pending.alertId}`, ann, { status: 'active' });
      expect(await again.json()).toMatchObject({ status: 'active' });
    });

    it('answers 422 naming an unknown field or a bad status', async () => {
      const { id } = (await (await create(ann, 5)).json()) as AccountAlert;
      const response = await send('PATCH', `/api/app/alerts/${id}`, ann, {
        status: 'unsubscribed',
        email: 'x@y.z',
      });
      expect(response.status).toBe(422);
      expect(Object.keys((await errorBody(response)).fields ?? {}).sort()).toEqual(['email', 'status']);
    });
  });

  describe('paused alerts', () => {
    it('never fire; resumed, an alert fires at the next crossing', async () => {
      const { id } = (await (await create(ann, 6.5)).json()) as AccountAlert;
      await send('PATCH', `/api/app/alerts/${id}`, ann, { status: 'paused' });
      const observe = async (date: string, value: number) => {
        await publishThirtyYearRates(database.db, { date, value });
        await expandAllFanOuts(database.db);
      };
      const queued = async () =>
        (
          await queryRows<{ n: number }>(
            database.db,
            sql`SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'rate_alert' AND alert_id = ${id}::uuid`,
          )
        )[0].n;
      await observe('2025-10-01', 6.6);
      await observe('2025-10-02', 6.4);
      expect(await queued()).toBe(0);
      await send('PATCH', `/api/app/alerts/${id}`, ann, { status: 'active' });
      await observe('2025-10-03', 6.6);
      await observe('2025-10-06', 6.4);
      expect(await queued()).toBe(1);
    });
  });

  describe('DELETE /api/app/alerts/:id', () => {
    it('deletes the alert and cancels its waiting mail', async () => {
      const { id } = (await (await create(ann, 5)).json()) as AccountAlert;
      await database.db.execute(
        sql`INSERT INTO mail_outbox (kind, alert_id) VALUES ('alert_confirmation', ${id}::uuid)`,
      );
      expect((await send('DELETE', `/api/app/alerts/${id}`, ann)).status).toBe(204);
      expect(await countAlerts('ann@example.com')).toBe(0);
      const [mail] = await queryRows<{ status: string }>(database.db, sql`SELECT status FROM mail_outbox`);
      expect(mail.status).toBe('cancelled');
      expect((await send('DELETE', `/api/app/alerts/${id}`, ann)).status).toBe(404);
    });
  });

  describe('alerts from a partner lead form', () => {
    it('are listed with the partner name; deleting one keeps the lead without its alert link', async () => {
      const partner = await createTestPartner(database);
      const formId = `account-alerts-${driver}-${Date.now()}`;
      const form = await createForm(
        database.db,
        partner.partnerId,
        createFormSchema.parse({ businessName: 'Acme Lending' }),
        formId,
      );
      const lead = await storeLead(
        database.db,
        form,
        {
          name: 'Ann Buyer',
          email: ' Ann@Example.com',
          phone: null,
          rateType: '15y',
          targetRate: 5.25,
          direction: 'below',
          consent: true,
          pageUrl: null,
          utm: null,
        },
        { now: new Date(), logger: silentLogger() },
      );
      const [alert] = (await list(ann)).alerts;
      expect(alert).toMatchObject({
        id: lead.alertId,
        status: 'pending',
        partnerName: 'Acme Lending',
        threshold: 5.25,
      });
      expect((await list(bob)).alerts).toEqual([]);

      expect((await send('DELETE', `/api/app/alerts/${alert.id}`, ann)).status).toBe(204);
      const leads = await queryRows<{ id: string; alert_id: string | null; name: string }>(
        database.db,
        sql`SELECT id, alert_id, name FROM leads`,
      );
      expect(leads).toEqual([{ id: lead.leadId, alert_id: null, name: 'Ann Buyer' }]);
    });
  });

  describe('GET /api/app/alerts', () => {
    it('lists alerts newest first with their sent mails, newest first', async () => {
      const older = (await (await create(ann, 5)).json()) as AccountAlert;
      await database.db.execute(
        sql`UPDATE alerts SET created_at = now() - interval '1 day', last_notified_at = '2025-10-03T14:00:00Z'
             WHERE id = ${older.id}::uuid`,
      );
      const newer = (await (await create(ann, 6)).json()) as AccountAlert;
      const observations = await queryRows<{ id: string }>(
        database.db,
        sql`INSERT INTO rate_observations (series_id, rate_type, observed_on, value, source)
            VALUES ('OBMMIC30YF', '30y', '2025-10-01', 4.95, 'fred-csv'), ('OBMMIC30YF', '30y', '2025-10-02', 4.9, 'fred-csv')
            RETURNING id::text AS id`,
      );
      await database.db.execute(
        sql`INSERT INTO mail_outbox (kind, alert_id, observation_id, status, sent_at) VALUES
              ('rate_alert', ${older.id}::uuid, ${observations[0].id}::bigint, 'sent', '2025-10-01T14:00:00Z'),
              ('rate_alert', ${older.id}::uuid, ${observations[1].id}::bigint, 'sent', '2025-10-03T14:00:00Z'),
              ('alert_confirmation', ${older.id}::uuid, NULL, 'sent', '2025-09-30T14:00:00Z')`,
      );
      await database.db.execute(
        sql`INSERT INTO mail_outbox (kind, alert_id, observation_id, status) VALUES
              ('rate_alert', ${newer.id}::uuid, ${observations[1].id}::bigint, 'pending')`,
      );
      const listed = await list(ann);
      expect(listed).toMatchObject({ plan: 'free', activeLimit: 3, activeCount: 2 });
      expect(listed.alerts.map((alert) => alert.id)).toEqual([newer.id, older.id]);
      expect(listed.alerts[0].notifications).toEqual([]);
      expect(listed.alerts[1].lastNotifiedAt).toBe('2025-10-03T14:00:00.000Z');
      expect(listed.alerts[1].notifications).toEqual([
        { sentAt: '2025-10-03T14:00:00.000Z', rate: 4.9, observationDate: '2025-10-02' },
        { sentAt: '2025-10-01T14:00:00.000Z', rate: 4.95, observationDate: '2025-10-01' },
      ]);
    });
  });
});
