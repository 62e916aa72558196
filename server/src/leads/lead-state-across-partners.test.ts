import { createFormSchema } from '@mrn/sdk/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, createTestPartner, postJson, type TestApp } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { deleteAccountAlert } from '../account-alerts/account-alert-changes.ts';
import { confirmAlert } from '../alerts/confirm-alert.ts';
import { queryRows } from '../db/client.ts';
import { alerts, leads, webhookDeliveries, webhookEndpoints } from '../db/schema/index.ts';
import { createForm } from '../forms/form-store.ts';

type Partner = Awaited<ReturnType<typeof createTestPartner>>;

interface LeadAnswer {
  id: string;
  email: string;
  alertId: string | null;
  status: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  lastAlertSentAt: string | null;
  mailSuppression: unknown;
}

/**
 * Issue 41 item 2: partner B's lead for a person shows only what happened through B's own forms.
 * The person's alerts made elsewhere (their account, partner A's form), their plan limit and mail
 * that others' senders saw bounce show nowhere B reads: the API, the CSV, webhooks, analytics.
 */
forEachDatabase((driver) => {
  let database: TestDatabase;
  let subject: TestApp;
  let partnerA: Partner;
  let partnerB: Partner;

  const lead = async (formId: string, email: string, targetRate: number) => {
    const response = await postJson(subject.app, `/api/forms/${formId}/leads`, {
      name: 'Lee Person',
      email,
      rateType: '30y',
      targetRate,
      direction: 'below',
      consent: true,
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { leadId: string }).leadId;
  };
  const alertOf = async (leadId: string) => {
    const [row] = await database.db
      .select({ alertId: leads.alertId })
      .from(leads)
      .where(eq(leads.id, leadId));
    return row.alertId as string;
  };
  const leadsOf = async (partner: Partner) => {
    const response = await subject.app.request('/api/partner/leads?limit=200', {
      headers: partner.authorization,
    });
    expect(response.status).toBe(200);
    return new Map(((await response.json()) as { leads: LeadAnswer[] }).leads.map((row) => [row.id, row]));
  };
  const csvOf = async (partner: Partner) => {
    const response = await subject.app.request('/api/partner/leads.csv', { headers: partner.authorization });
    expect(response.status).toBe(200);
    const [header, ...rows] = (await response.text()).split('\r\n').filter(Boolean);
    const columns = header.split(',');
    return new Map(
      rows.map((row) => {
        const cells = row.split(',');
        const cell = (name: string) => cells[columns.indexOf(name)];
        return [
          cell('lead_id'),
          { status: cell('status'), confirmedAt: cell('confirmed_at'), sent: cell('last_alert_sent_at') },
        ];
      }),
    );
  };
  const confirmedCount = async (partner: Partner, formId: string) => {
    const response = await subject.app.request(`/api/partner/forms/${formId}/analytics?days=7`, {
      headers: partner.authorization,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { totals: { confirmed: number } }).totals.confirmed;
  };
  /** A mail sent for `alertId` bounced hard: the address is suppressed, naming that mail. */
  const bounce = async (alertId: string, email: string) => {
    const now = new Date();
    const [mail] = await queryRows<{ id: string }>(
      database.db,
      sql`INSERT INTO mail_outbox (kind, alert_id, status, sent_to, next_attempt_at, created_at)
          VALUES ('alert_confirmation', ${alertId}::uuid, 'sent', ${email}, ${now.toISOString()}::timestamptz,
                  ${now.toISOString()}::timestamptz)
          RETURNING id::text AS id`,
    );
    await database.db.execute(
      sql`INSERT INTO mail_bounce_reports (email, kind, detail, outbox_id, received_at)
          VALUES (${email}, 'hard_bounce', '550 5.1.1 user unknown', ${mail.id}::bigint, ${now.toISOString()}::timestamptz)`,
    );
    await database.db.execute(
      sql`INSERT INTO mail_suppressions (email, reason, detail, outbox_id, suppressed_at)
          VALUES (${email}, 'hard_bounce', '550 5.1.1 user unknown', ${mail.id}::bigint, ${now.toISOString()}::timestamptz)
          ON CONFLICT (email) DO UPDATE SET outbox_id = EXCLUDED.outbox_id`,
    );
  };
  const webhookEvents = async (partner: Partner) => {
    const rows = await database.db
      .select({ type: webhookDeliveries.eventType, payload: webhookDeliveries.payload })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookEndpoints.partnerId, partner.partnerId));
    return rows.map((row) => ({
      type: row.type,
      lead: (row.payload as { data: { lead: LeadAnswer } }).data.lead,
    }));
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    subject = createTestApp(database);
    partnerA = await createTestPartner(database, 'Alpha');
    partnerB = await createTestPartner(database, 'Bravo');
    for (const [partner, id] of [
      [partnerA, 'alpha-form'],
      [partnerB, 'bravo-form'],
      [partnerB, 'bravo-other'],
    ] as const) {
      await createForm(database.db, partner.partnerId, createFormSchema.parse({ businessName: id }), id);
    }
    for (const partner of [partnerA, partnerB]) {
      await database.db.insert(webhookEndpoints).values({
        partnerId: partner.partnerId,
        url: 'https://hooks.example.com/mrn',
        secret: 'whsec_test',
        events: ['lead.created', 'lead.confirmed', 'lead.unsubscribed', 'alert.sent'],
      });
    }
  });
  afterAll(() => database.close());

  it('B’s lead for an alert confirmed through A’s form stays unconfirmed for B, everywhere B reads', async () => {
    const email = 'shared-person@example.com';
    const alertId = await alertOf(await lead('alpha-form', email, 5.25));
    const bLead = await lead('bravo-form', email, 5.25);
    expect(await alertOf(bLead)).toBe(alertId); // one alert for the person, as before
    expect(await confirmAlert(database.db, alertId, new Date())).toBe('confirmed');
    await database.db.update(alerts).set({ lastNotifiedAt: new Date() }).where(eq(alerts.id, alertId));
    await bounce(alertId, email);

    const seenByB = (await leadsOf(partnerB)).get(bLead);
    expect(seenByB).toMatchObject({
      status: 'pending_confirmation',
      alertId: null,
      confirmedAt: null,
      lastAlertSentAt: null,
      unsubscribedAt: null,
      mailSuppression: null,
    });
    expect((await csvOf(partnerB)).get(bLead)).toEqual({
      status: 'pending_confirmation',
      confirmedAt: '',
      sent: '',
    });
    expect(await confirmedCount(partnerB, 'bravo-form')).toBe(0);
    const bEvents = await webhookEvents(partnerB);
    expect(bEvents.map((event) => event.type)).toEqual(['lead.created']);
    expect(bEvents[0].lead).toMatchObject({
      status: 'pending_confirmation',
      alertId: null,
      confirmedAt: null,
    });

    // A, whose form made and confirmed the alert, sees all of it.
    const aLead = [...(await leadsOf(partnerA)).values()].find((row) => row.email === email);
    expect(aLead).toMatchObject({ status: 'alert_sent', alertId });
    expect(aLead?.mailSuppression).toMatchObject({ reason: 'hard_bounce' });
    expect(await confirmedCount(partnerA, 'alpha-form')).toBe(1);
    expect((await webhookEvents(partnerA)).map((event) => event.type)).toContain('lead.confirmed');
  });

  it('B’s lead for an alert the person made on their own is unconfirmed for B, also when it is active', async () => {
    const email = 'own-alert@example.com';
    const response = await postJson(subject.app, '/api/alerts', {
      email,
      rateType: '30y',
      threshold: 5.75,
      direction: 'below',
    });
    expect(response.status).toBe(202);
    const [own] = await database.db.select().from(alerts).where(eq(alerts.email, email));
    expect(await confirmAlert(database.db, own.id, new Date())).toBe('confirmed');
    const bLead = await lead('bravo-form', email, 5.75);
    expect(await alertOf(bLead)).toBe(own.id);
    expect((await leadsOf(partnerB)).get(bLead)).toMatchObject({
      status: 'pending_confirmation',
      alertId: null,
      confirmedAt: null,
    });
  });

  it('a person at their plan limit looks to B like any lead that waits for its confirmation', async () => {
    const full = 'at-the-limit@example.com';
    for (const target of [4.1, 4.2, 4.3]) {
      const alertId = await alertOf(await lead('alpha-form', full, target));
      expect(await confirmAlert(database.db, alertId, new Date())).toBe('confirmed');
    }
    const refused = await lead('bravo-form', full, 4.9);
    expect(await alertOf(refused)).toBeNull(); // no slot left: no alert was made
    const fresh = await lead('bravo-form', 'new-person@example.com', 4.9);
    const seen = await leadsOf(partnerB);
    const stateOf = (row: LeadAnswer | undefined) => {
      const { id: _id, email: _email, ...state } = row ?? ({} as LeadAnswer);
      return {
        alertId: state.alertId,
        status: state.status,
        confirmedAt: state.confirmedAt,
        unsubscribedAt: state.unsubscribedAt,
        lastAlertSentAt: state.lastAlertSentAt,
        mailSuppression: state.mailSuppression,
      };
    };
    expect(stateOf(seen.get(refused))).toEqual(stateOf(seen.get(fresh)));
    expect(seen.get(refused)?.status).toBe('pending_confirmation');
    const filtered = await subject.app.request('/api/partner/leads?status=no_alert', {
      headers: partnerB.authorization,
    });
    expect(((await filtered.json()) as { leads: unknown[] }).leads).toEqual([]);
  });

  it('B sees what the person did with B’s own confirmation, across B’s forms, and its own mail bouncing', async () => {
    const email = 'bravo-person@example.com';
    const first = await lead('bravo-form', email, 6.1);
    const alertId = await alertOf(first);
    expect((await leadsOf(partnerB)).get(first)?.alertId).toBeNull(); // not confirmed yet
    expect(await confirmAlert(database.db, alertId, new Date())).toBe('confirmed');
    const second = await lead('bravo-other', email, 6.1);
    const seen = await leadsOf(partnerB);
    expect(seen.get(first)).toMatchObject({ status: 'confirmed', alertId });
    expect(seen.get(second)).toMatchObject({ status: 'confirmed', alertId });
    expect(seen.get(first)?.confirmedAt).not.toBeNull();
    await bounce(alertId, email);
    expect((await leadsOf(partnerB)).get(first)?.mailSuppression).toMatchObject({ reason: 'hard_bounce' });

    // The person deletes the alert they confirmed for B: B reads "no alert".
    await deleteAccountAlert(database.db, { userId: 'not-read', email }, alertId);
    expect((await leadsOf(partnerB)).get(first)).toMatchObject({ status: 'no_alert', alertId: null });
  });
});
