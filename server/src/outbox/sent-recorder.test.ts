import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { createAlert } from '../alerts/create-alert.ts';
import { type Database, queryRows } from '../db/client.ts';
import { silentLogger } from '../logger.ts';
import { MAIL_KINDS } from '../mail-kinds.ts';
import { claimDueMail } from './claim-due-mail.ts';
import { SentRecorder } from './sent-recorder.ts';

forEachDatabase((driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.close());

  it('mails accepted during a write and just after it share the next write, and every one is recorded sent', async () => {
    // Fifteen claimed confirmation mails (no lead behind them: one statement per write).
    for (let index = 0; index < 15; index++) {
      await createAlert(database.db, {
        email: `recorded-${index}-${driver}@example.com`,
        rateType: '30y',
        threshold: 6,
        direction: 'below',
      });
    }
    const claimed = await claimDueMail(database.db, { limit: 50, leaseMs: 60_000, now: new Date() });
    expect(claimed).toHaveLength(15);
    const accepted = claimed.map((row) => ({ id: row.id, to: `recorded-${row.id}@example.com` }));

    let recorder: SentRecorder;
    const recorded: Promise<void>[] = [];
    const record = (from: number, to: number) => {
      for (const mail of accepted.slice(from, to)) recorded.push(recorder.record(mail));
    };
    // The database as the recorder sees it: each write counted; while the first is in flight five more
    // mails are accepted, and five more 2 ms after it (within the next write's 10 ms window).
    const writes: number[] = [];
    let lastAccepted = () => {};
    const allAccepted = new Promise<void>((resolve) => {
      lastAccepted = resolve;
    });
    const counting = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver);
        return async (query: SQL) => {
          writes.push(recorded.length);
          const first = writes.length === 1;
          if (first) record(5, 10);
          const result = await target.execute(query);
          if (first) {
            setTimeout(() => {
              record(10, 15);
              lastAccepted();
            }, 2);
          }
          return result;
        };
      },
    }) as Database;
    recorder = new SentRecorder(counting, () => new Date(), MAIL_KINDS, silentLogger());
    record(0, 5);
    await allAccepted;
    await Promise.all(recorded);

    // Two writes: the first five, then the ten that came during and just after it (written one by one
    // as they came, it would have been three).
    expect(writes).toEqual([5, 15]);
    const rows = await queryRows<{ status: string; sent_to: string }>(
      database.db,
      sql`SELECT status, sent_to FROM mail_outbox WHERE kind = 'alert_confirmation' ORDER BY id`,
    );
    expect(rows.map((row) => row.status)).toEqual(Array(15).fill('sent'));
    expect(rows.map((row) => row.sent_to)).toEqual(accepted.map((mail) => mail.to));
  });

  it("runs each kind's after-sent step with the rows it recorded, and a failing step loses no record", async () => {
    await database.db.execute(sql`DELETE FROM mail_outbox`);
    for (let index = 0; index < 3; index++) {
      await createAlert(database.db, {
        email: `after-sent-${index}-${driver}@example.com`,
        rateType: '15y',
        threshold: 5,
        direction: 'below',
      });
    }
    const claimed = await claimDueMail(database.db, { limit: 50, leaseMs: 60_000, now: new Date() });
    expect(claimed).toHaveLength(3);
    const stepCalls: number[][] = [];
    const logged: unknown[] = [];
    const logger = silentLogger();
    logger.error = ((details: unknown) => logged.push(details)) as typeof logger.error;
    const recorder = new SentRecorder(
      database.db,
      () => new Date(),
      {
        alert_confirmation: {
          afterSent: async (_db, ids) => {
            stepCalls.push([...ids]);
            throw new Error('step failed');
          },
        },
      },
      logger,
    );
    await Promise.all(
      claimed.map((row) => recorder.record({ id: row.id, to: `after-sent-${row.id}@example.com` })),
    );

    expect(stepCalls).toEqual([claimed.map((row) => row.id)]);
    expect(logged).toHaveLength(1);
    const rows = await queryRows<{ status: string }>(
      database.db,
      sql`SELECT status FROM mail_outbox WHERE kind = 'alert_confirmation' ORDER BY id`,
    );
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
    // Recorded again (a retried write), nothing is recorded and no step runs.
    await recorder.record({ id: claimed[0].id, to: 'again@example.com' });
    expect(stepCalls).toHaveLength(1);
  });
});
