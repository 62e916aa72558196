import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { publishThirtyYearRates } from '../../test/support/publish-rates.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { queryRows } from '../db/client.ts';
import { claimDueMail } from '../outbox/claim-due-mail.ts';
import { expandAllFanOuts } from './expand-fanout.ts';
import { RATE_ALERT_COMPANIONS } from './rate-alert-companions.ts';

forEachDatabase((driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.execute(
      sql`TRUNCATE mail_outbox, alert_fanouts, alerts, rate_observations, rate_checks CASCADE`,
    );
  });

  /** Two alerts of one person and one of another, all fired by one fall; returns their mails' outbox ids by alert. */
  async function firedAlertMails(): Promise<Record<'first' | 'second' | 'other', number>> {
    const alerts = await queryRows<{ id: string; email: string; threshold: string }>(
      database.db,
      sql`INSERT INTO alerts (email, rate_type, threshold, direction, status, confirmed_at)
          VALUES ('person@example.com', '30y', 6.5, 'below', 'active', now()),
                 ('person@example.com', '30y', 6.45, 'below', 'active', now()),
                 ('other@example.com', '30y', 6.5, 'below', 'active', now())
          RETURNING id::text AS id, email, threshold::text AS threshold`,
    );
    // One observation, then a fall across all three targets: a rate check's crossing.
    await publishThirtyYearRates(
      database.db,
      { date: '2025-10-01', value: 6.6 },
      { date: '2025-10-02', value: 6.4 },
    );
    await expandAllFanOuts(database.db);
    const mails = await queryRows<{ id: string; alert_id: string }>(
      database.db,
      sql`SELECT id::text AS id, alert_id::text AS alert_id FROM mail_outbox WHERE kind = 'rate_alert'`,
    );
    const mailOf = (alertId: string) => Number(mails.find((mail) => mail.alert_id === alertId)?.id);
    return { first: mailOf(alerts[0].id), second: mailOf(alerts[1].id), other: mailOf(alerts[2].id) };
  }

  it("a claim that picks one of a person's alert mails takes the person's others along, due or not, and no one else's", async () => {
    const mails = await firedAlertMails();
    // Only the first is due: the second (the same person's) and the other person's wait an hour.
    await database.db.execute(
      sql`UPDATE mail_outbox SET next_attempt_at = now() + interval '1 hour' WHERE id IN (${mails.second}, ${mails.other})`,
    );
    const options = { limit: 1, leaseMs: 60_000, now: new Date() };

    const claimed = await claimDueMail(database.db, { ...options, claimedWith: [RATE_ALERT_COMPANIONS] });

    expect(claimed.map((row) => row.id)).toEqual([mails.first, mails.second].sort((a, b) => a - b));
  });

  it('without it, a claim takes only the due rows it picked', async () => {
    const mails = await firedAlertMails();
    await database.db.execute(
      sql`UPDATE mail_outbox SET next_attempt_at = now() + interval '1 hour' WHERE id IN (${mails.second}, ${mails.other})`,
    );

    const claimed = await claimDueMail(database.db, { limit: 1, leaseMs: 60_000, now: new Date() });

    expect(claimed.map((row) => row.id)).toEqual([mails.first]);
  });
});
