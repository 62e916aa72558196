import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  forEachDatabase,
  itOnPostgres,
  type TestDatabase,
} from '../../test/support/test-database.ts';
import { type Database, queryRows } from '../db/client.ts';
import { ALERT_RULES } from './alert-rules.ts';
import { confirmAlert } from './confirm-alert.ts';
import { createAlert, type NewAlert } from './create-alert.ts';

const start = new Date('2025-10-02T12:00:00Z');
const minutesAfterStart = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
const alert = (threshold: number, email = 'home@example.com'): NewAlert => ({
  email,
  rateType: '30y',
  threshold,
  direction: 'below',
});

/** Counts the calls of db.transaction: the second, locked run of an alert statement opens one. */
function countingTransactions(db: Database): { db: Database; transactions: () => number } {
  let transactions = 0;
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'transaction') transactions += 1;
      return Reflect.get(target, property, receiver);
    },
  });
  return { db: counted, transactions: () => transactions };
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

forEachDatabase((driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.execute(sql`TRUNCATE mail_outbox, alerts, alert_addresses CASCADE`);
  });

  const counts = async () =>
    (
      await queryRows<{ alerts: number; confirmations: number }>(
        database.db,
        sql`SELECT (SELECT count(*)::int FROM alerts) AS alerts,
                   (SELECT count(*)::int FROM mail_outbox WHERE kind = 'alert_confirmation') AS confirmations`,
      )
    )[0];

  describe('the rules', () => {
    it('stores a pending alert with its address trimmed and lower-cased, and queues its confirmation', async () => {
      const created = await createAlert(database.db, alert(6.125, '  Home@Example.COM '), { now: start });
      expect(created).toMatchObject({ status: 'pending', confirmationQueued: true });
      const rows = await queryRows<{ email: string; threshold: string; status: string; created_at: string }>(
        database.db,
        sql`SELECT email, threshold::text AS threshold, status, created_at::text AS created_at FROM alerts WHERE id = ${created.alertId}::uuid`,
      );
      expect(rows).toEqual([
        { email: 'home@example.com', threshold: '6.125', status: 'pending', created_at: expect.any(String) },
      ]);
      expect(await counts()).toEqual({ alerts: 1, confirmations: 1 });
    });

    it('reuses an identical active alert without mail', async () => {
      const { alertId } = await createAlert(database.db, alert(6), { now: start });
      await database.db.execute(
        sql`UPDATE alerts SET status = 'active', confirmed_at = ${start.toISOString()}::timestamptz`,
      );
      expect(await createAlert(database.db, alert(6), { now: minutesAfterStart(60) })).toEqual({
        alertId,
        status: 'active',
        confirmationQueued: false,
      });
      expect(await counts()).toEqual({ alerts: 1, confirmations: 1 });
    });

    it('re-sends the confirmation of an identical pending alert at most once per gap', async () => {
      const gapMinutes = ALERT_RULES.confirmationResendGapMs / 60_000;
      const { alertId } = await createAlert(database.db, alert(6), { now: start });
      const soon = await createAlert(database.db, alert(6), { now: minutesAfterStart(gapMinutes - 1) });
      expect(soon).toEqual({ alertId, status: 'pending', confirmationQueued: false });
      const later = await createAlert(database.db, alert(6), { now: minutesAfterStart(gapMinutes + 1) });
      expect(later).toEqual({ alertId, status: 'pending', confirmationQueued: true });
      expect(await counts()).toEqual({ alerts: 1, confirmations: 2 });
    });

    it('refuses a new alert once the address holds its plan limit of active and recent pending alerts', async () => {
      for (const threshold of [5, 5.5, 6]) await createAlert(database.db, alert(threshold), { now: start });
      await expect(createAlert(database.db, alert(6.5), { now: start })).rejects.toMatchObject({
        name: 'PlanLimitError',
      });
      // The same alert again is not a new one: it is reused, even at the limit.
      await expect(createAlert(database.db, alert(6), { now: minutesAfterStart(30) })).resolves.toMatchObject(
        {
          confirmationQueued: true,
        },
      );
      expect(await counts()).toEqual({ alerts: 3, confirmations: 4 });
    });

    it('gives an address whose account is on Pro the Pro limit, by mail as in the app', async () => {
      await database.db.execute(sql`INSERT INTO users (email, plan) VALUES ('pro@example.com', 'pro')`);
      try {
        for (let index = 0; index < 20; index += 1)
          await createAlert(database.db, alert(5 + index / 10, 'pro@example.com'), { now: start });
        await expect(
          createAlert(database.db, alert(9, 'pro@example.com'), { now: start }),
        ).rejects.toMatchObject({
          name: 'PlanLimitError',
        });
        const [pending] = await queryRows<{ id: string }>(
          database.db,
          sql`SELECT id FROM alerts WHERE email = 'pro@example.com' ORDER BY threshold LIMIT 1`,
        );
        await database.db.execute(
          sql`UPDATE alerts SET status = 'active', confirmed_at = now() WHERE email = 'pro@example.com' AND id <> ${pending.id}::uuid`,
        );
        // 19 active: the free plan would refuse the 20th, Pro takes it.
        expect(await confirmAlert(database.db, pending.id, start)).toBe('confirmed');
      } finally {
        await database.db.execute(sql`DELETE FROM users`);
      }
    });

    it('lets a pending alert hold its slot only while its confirmation is fresh; unsubscribed alerts hold none', async () => {
      for (const threshold of [5, 5.5, 6]) await createAlert(database.db, alert(threshold), { now: start });
      const justBefore = new Date(start.getTime() + ALERT_RULES.pendingHoldsSlotMs - 1000);
      await expect(createAlert(database.db, alert(6.5), { now: justBefore })).rejects.toThrow();
      const expired = new Date(start.getTime() + ALERT_RULES.pendingHoldsSlotMs + 1000);
      await expect(createAlert(database.db, alert(6.5), { now: expired })).resolves.toMatchObject({
        status: 'pending',
      });

      await database.db.execute(sql`TRUNCATE mail_outbox, alerts CASCADE`);
      const ids: string[] = [];
      for (const threshold of [5, 5.5, 6])
        ids.push((await createAlert(database.db, alert(threshold))).alertId);
      await database.db.execute(sql`UPDATE alerts SET status = 'unsubscribed' WHERE id = ${ids[0]}::uuid`);
      await expect(createAlert(database.db, alert(6.5))).resolves.toMatchObject({ status: 'pending' });
    });

    it('keeps addresses apart and counts capitals as the same address', async () => {
      for (const threshold of [5, 5.5, 6]) await createAlert(database.db, alert(threshold, 'a@example.com'));
      await expect(createAlert(database.db, alert(6.5, 'b@example.com'))).resolves.toBeTruthy();
      await expect(createAlert(database.db, alert(6.5, 'A@EXAMPLE.com'))).rejects.toMatchObject({
        name: 'PlanLimitError',
      });
    });
  });

  describe('requests for one address at the same moment', () => {
    it('never take more slots than the plan allows, and never store an alert twice', async () => {
      const thresholds = [5.5, 5.6, 5.7, 5.8, 5.9, 6.0, 6.1, 6.2, 5.5, 5.6, 5.5];
      const outcomes = await Promise.allSettled(
        thresholds.map((threshold) => createAlert(database.db, alert(threshold), { now: start })),
      );
      const created = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
      const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
      expect(refused.every((reason) => (reason as Error).name === 'PlanLimitError')).toBe(true);
      const [{ stored, distinct }] = await queryRows<{ stored: number; distinct: number }>(
        database.db,
        sql`SELECT count(*)::int AS stored, count(DISTINCT threshold)::int AS distinct FROM alerts`,
      );
      expect(stored).toBe(ALERT_RULES.planLimit);
      expect(distinct).toBe(ALERT_RULES.planLimit);
      // Every answer names a stored alert, and each stored alert got exactly one confirmation (same moment: no re-send).
      expect(new Set(created.map((outcome) => outcome.alertId)).size).toBe(ALERT_RULES.planLimit);
      expect((await counts()).confirmations).toBe(ALERT_RULES.planLimit);
    });

    itOnPostgres(driver)(
      'a request that decided before a competitor committed runs again and sees it',
      async () => {
        for (const threshold of [5, 5.5]) await createAlert(database.db, alert(threshold), { now: start });
        const counted = countingTransactions(database.db);
        let late: Promise<unknown> | undefined;
        await database.db.transaction(async (competitor) => {
          // The competitor takes the last slot and holds the address until it commits.
          await createAlert(competitor, alert(6), { now: start });
          late = createAlert(counted.db, alert(6.5), { now: start }).catch((error: Error) => error.name);
          await sleep(300);
        });
        expect(await late).toBe('PlanLimitError');
        expect(counted.transactions()).toBe(1);
        expect(await counts()).toEqual({ alerts: 3, confirmations: 3 });
      },
    );

    itOnPostgres(driver)(
      'an identical request that raced a competitor reuses its alert and re-sends nothing',
      async () => {
        const counted = countingTransactions(database.db);
        let late: Promise<unknown> | undefined;
        let first: string | undefined;
        await database.db.transaction(async (competitor) => {
          first = (await createAlert(competitor, alert(6), { now: start })).alertId;
          late = createAlert(counted.db, alert(6), { now: minutesAfterStart(1) });
          await sleep(300);
        });
        expect(await late).toEqual({ alertId: first, status: 'pending', confirmationQueued: false });
        expect(counted.transactions()).toBe(1);
        expect(await counts()).toEqual({ alerts: 1, confirmations: 1 });
      },
    );
  });
});
