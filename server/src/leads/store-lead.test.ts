import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createTestForm } from '../../test/support/test-app.ts';
import {
  createTestDatabase,
  forEachDatabase,
  itOnPostgres,
  type TestDatabase,
} from '../../test/support/test-database.ts';
import { ALERT_RULES } from '../alerts/alert-rules.ts';
import { createAlert } from '../alerts/create-alert.ts';
import { queryRows } from '../db/client.ts';
import type { FormRecord } from '../forms/form-store.ts';
import { silentLogger } from '../logger.ts';
import { LEAD_DUPLICATE_WINDOW_MS, type StorableLead, storeLead } from './store-lead.ts';

const start = new Date('2025-10-02T12:00:00Z');
const submission: StorableLead & { alertKind?: 'rate' } = {
  name: 'Jamie Buyer',
  email: ' Jamie@Example.com',
  phone: '(555) 123-4567',
  rateType: '30y',
  targetRate: 5.875,
  direction: 'below',
  consent: true,
  pageUrl: 'https://partner.example/rates',
  utm: { utm_source: 'newsletter' },
};

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

forEachDatabase((driver) => {
  let database: TestDatabase;
  let form: FormRecord;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    form = await createTestForm(database, 'Lead Lender', 'lead-form');
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.execute(sql`TRUNCATE mail_outbox, alerts, leads, alert_addresses CASCADE`);
  });

  const store = (changes: Partial<typeof submission> = {}, now = start) =>
    storeLead(database.db, form, { ...submission, ...changes }, { now, logger: silentLogger() });

  const stored = async () =>
    queryRows<{ id: string; email: string; alert_id: string | null; utm: unknown; partner_mails: number }>(
      database.db,
      sql`SELECT l.id, l.email, l.alert_id, l.utm,
                 (SELECT count(*)::int FROM mail_outbox m WHERE m.kind = 'partner_lead' AND m.lead_id = l.id) AS partner_mails
            FROM leads l ORDER BY l.created_at, l.id`,
    );

  it('stores the lead as typed, a pending alert for its address, and queues both mails', async () => {
    const { leadId, alertId } = await store();
    expect(await stored()).toEqual([
      {
        id: leadId,
        email: ' Jamie@Example.com',
        alert_id: alertId,
        utm: { utm_source: 'newsletter' },
        partner_mails: 1,
      },
    ]);
    const alerts = await queryRows<{
      id: string;
      email: string;
      form_id: string;
      lead_id: string;
      confirmations: number;
    }>(
      database.db,
      sql`SELECT a.id, a.email, a.form_id, a.lead_id,
                 (SELECT count(*)::int FROM mail_outbox m WHERE m.kind = 'alert_confirmation' AND m.alert_id = a.id) AS confirmations
            FROM alerts a`,
    );
    expect(alerts).toEqual([
      { id: alertId, email: 'jamie@example.com', form_id: form.id, lead_id: leadId, confirmations: 1 },
    ]);
  });

  it('looks up no webhook endpoints for a partner without a lead.created webhook: the lead stays one statement', async () => {
    // The lead statement is prepared (below the builders); a webhook lookup would be a select.
    const builderCalls: string[] = [];
    const watched = new Proxy(database.db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (typeof value !== 'function' || !['select', 'insert', 'update'].includes(String(property))) {
          return value;
        }
        return (...parameters: unknown[]) => {
          builderCalls.push(String(property));
          return value.apply(target, parameters);
        };
      },
    });
    const lead = await storeLead(watched, form, submission, { now: start, logger: silentLogger() });
    expect(lead.created).toBe(true);
    expect(builderCalls).toEqual([]);
    expect(await stored()).toHaveLength(1);
  });

  it('points a lead repeated after the duplicate window at the alert it already made, and keeps both', async () => {
    const first = await store();
    const second = await store(
      { email: 'jamie@example.com', utm: null, phone: null },
      new Date(start.getTime() + LEAD_DUPLICATE_WINDOW_MS + 60_000),
    );
    expect(second).toMatchObject({ created: true });
    expect(second.leadId).not.toBe(first.leadId);
    expect(second.alertId).toBe(first.alertId);
    expect((await stored()).map((lead) => [lead.alert_id, lead.partner_mails])).toEqual([
      [first.alertId, 1],
      [first.alertId, 1],
    ]);
  });

  const mailCounts = async () =>
    queryRows<{ kind: string; mails: number }>(
      database.db,
      sql`SELECT kind, count(*)::int AS mails FROM mail_outbox GROUP BY kind ORDER BY kind`,
    );

  it('stores quick repeats of the same address, form and target once, with one mail each way', async () => {
    const first = await store();
    const again = await store({ email: 'JAMIE@example.com ' }, new Date(start.getTime() + 30_000));
    const third = await store({}, new Date(start.getTime() + LEAD_DUPLICATE_WINDOW_MS - 1000));
    expect(first.created).toBe(true);
    for (const repeat of [again, third]) {
      expect(repeat).toEqual({ leadId: first.leadId, alertId: first.alertId, created: false });
    }
    expect((await stored()).map((lead) => lead.id)).toEqual([first.leadId]);
    expect(await mailCounts()).toEqual([
      { kind: 'alert_confirmation', mails: 1 },
      { kind: 'partner_lead', mails: 1 },
    ]);
  });

  it('stores parallel submits of the same lead once, with one mail each way', async () => {
    // More than go at once on their own (statement-batches.ts): on PostgreSQL some share a batch.
    const results = await Promise.all(Array.from({ length: 10 }, () => store()));
    const [{ id }] = await stored().then((leads) => {
      expect(leads).toHaveLength(1);
      return leads;
    });
    expect(results.map((result) => result.leadId)).toEqual(Array.from({ length: 10 }, () => id));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await mailCounts()).toEqual([
      { kind: 'alert_confirmation', mails: 1 },
      { kind: 'partner_lead', mails: 1 },
    ]);
  });

  it('a different target or direction is a different lead', async () => {
    const first = await store();
    const otherRate = await store({ targetRate: 5.75 });
    const otherDirection = await store({ direction: 'above' });
    const otherType = await store({ rateType: '15y' });
    expect(new Set([first, otherRate, otherDirection, otherType].map((lead) => lead.leadId)).size).toBe(4);
    expect(await stored()).toHaveLength(4);
  });

  it('keeps the lead, without an alert, once the address is at its plan limit', async () => {
    for (const threshold of [5, 5.5, 6]) {
      await createAlert(database.db, {
        email: 'jamie@example.com',
        rateType: '15y',
        threshold,
        direction: 'above',
      });
    }
    const { alertId } = await store();
    expect(alertId).toBeNull();
    expect((await stored()).map((lead) => [lead.alert_id, lead.partner_mails])).toEqual([[null, 1]]);
  });

  it('parallel leads for one address are all kept, with no more alerts than the plan allows', async () => {
    const targets = [5.5, 5.6, 5.7, 5.8, 5.9, 6.0, 6.1, 6.2];
    const results = await Promise.all(targets.map((targetRate) => store({ targetRate })));
    const leads = await stored();
    expect(leads).toHaveLength(targets.length);
    expect(leads.every((lead) => lead.partner_mails === 1)).toBe(true);
    const [{ alerts }] = await queryRows<{ alerts: number }>(
      database.db,
      sql`SELECT count(*)::int AS alerts FROM alerts`,
    );
    expect(alerts).toBe(ALERT_RULES.planLimit);
    const linked = new Set(results.flatMap((result) => (result.alertId ? [result.alertId] : [])));
    expect(linked.size).toBe(ALERT_RULES.planLimit);
    if (driver === 'postgres') {
      // Batched: several of these leads were written by one transaction, and the limit still held.
      const [{ transactions }] = await queryRows<{ transactions: number }>(
        database.db,
        sql`SELECT count(DISTINCT xmin::text)::int AS transactions FROM leads`,
      );
      expect(transactions).toBeLessThan(targets.length);
    }
  });

  itOnPostgres(driver)(
    'a lead that raced a competitor for the last slot is stored once, without an alert',
    async () => {
      for (const threshold of [5, 5.5]) {
        await createAlert(database.db, {
          email: 'jamie@example.com',
          rateType: '15y',
          threshold,
          direction: 'above',
        });
      }
      let late: Promise<{ alertId: string | null }> | undefined;
      await database.db.transaction(async (competitor) => {
        await storeLead(
          competitor,
          form,
          { ...submission, targetRate: 6 },
          { now: start, logger: silentLogger() },
        );
        late = store({ targetRate: 6.5 });
        await sleep(300);
      });
      expect((await late)?.alertId).toBeNull();
      const leads = await stored();
      expect(leads).toHaveLength(2);
      expect(leads.every((lead) => lead.partner_mails === 1)).toBe(true);
    },
  );
});
