import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../test/support/smtp-sink.ts';
import { testConfig } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { silentLogger } from '../logger.ts';
import { createMailSender, type MailSender } from '../mail/mail-sender.ts';
import { mailSettingsFromConfig } from '../mail/mail-settings.ts';
import { MAIL_KINDS } from '../mail-kinds.ts';
import { drainOutbox } from '../outbox/outbox-worker.ts';
import { ingestObservations } from '../rates/ingest-observations.ts';
import { expandAllFanOuts } from './expand-fanout.ts';

/**
 * A year of daily 30-year rates wobbling around a few alerts' thresholds, through the real ingest,
 * fan-out and outbox: the mails sent must be exactly what the rules give, worked out independently
 * below. The rules: an alert fires when the rate reaches its threshold while armed; firing disarms it
 * until the rate is back past the threshold by its re-arm margin; a rate-move alert fires on leaving
 * its band and re-bases; a person gets at most one mail a day, several alerts firing together
 * sharing it.
 */

type Rule =
  | { kind: 'rate'; direction: 'below' | 'above'; threshold: number; margin: number }
  | { kind: 'rate_move'; move: number };

const PEOPLE: Record<string, Rule[]> = {
  'ann@example.com': [
    { kind: 'rate', direction: 'below', threshold: 6.5, margin: 0.125 },
    { kind: 'rate', direction: 'above', threshold: 6.62, margin: 0.125 },
  ],
  'bob@example.com': [{ kind: 'rate', direction: 'below', threshold: 6.45, margin: 0.25 }],
  'cy@example.com': [
    { kind: 'rate_move', move: 0.25 },
    { kind: 'rate', direction: 'below', threshold: 6.48, margin: 0.05 },
  ],
};

/** A deterministic random walk (mulberry32), mean-reverting to 6.5 so it keeps crossing the thresholds. */
function yearOfRates(days: number, seed: number): number[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rates = [6.55];
  for (let day = 1; day < days; day += 1) {
    const previous = rates[day - 1];
    const next = previous + (random() - 0.5) * 0.12 + (6.5 - previous) * 0.1;
    rates.push(Math.round(next * 1000) / 1000);
  }
  return rates;
}

/** The mails the rules give: one per person per day on which any of their alerts fires. */
function expectedMails(rates: number[]): number {
  const state = Object.values(PEOPLE).map((rules) =>
    rules.map((rule) => ({ rule, armed: true, base: rates[0] })),
  );
  let mails = 0;
  for (let day = 1; day < rates.length; day += 1) {
    const value = rates[day];
    for (const alerts of state) {
      let fired = false;
      for (const alert of alerts) {
        const { rule } = alert;
        if (rule.kind === 'rate_move') {
          if (value <= alert.base - rule.move || value >= alert.base + rule.move) {
            fired = true;
            alert.base = value;
          }
          continue;
        }
        const past = rule.direction === 'below' ? value <= rule.threshold : value >= rule.threshold;
        const back =
          rule.direction === 'below'
            ? value >= rule.threshold + rule.margin
            : value <= rule.threshold - rule.margin;
        if (!alert.armed && back) alert.armed = true;
        else if (alert.armed && past) {
          fired = true;
          alert.armed = false;
        }
      }
      if (fired) mails += 1;
    }
  }
  return mails;
}

let smtp: SmtpSink;
let received = 0;
beforeAll(async () => {
  smtp = await startSmtpSink({
    onData(stream, _session, callback) {
      stream.on('end', () => {
        received += 1;
        callback();
      });
      stream.resume();
    },
  });
});
afterAll(() => smtp.close());

forEachDatabase((driver) => {
  let database: TestDatabase;
  let sender: MailSender;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    sender = createMailSender({ smtpUrl: smtp.url, mailDirectory: '/nonexistent', logger: silentLogger() });
  });
  afterAll(async () => {
    sender.close();
    await database.close();
  });

  it('a year of noisy daily rates sends exactly the mails hysteresis and one-mail-a-day allow', async () => {
    const rates = yearOfRates(260, 14);
    const expected = expectedMails(rates);
    const start = Date.UTC(2025, 0, 1);
    const dateOf = (day: number) => new Date(start + day * 86_400_000).toISOString().slice(0, 10);
    const ingest = (day: number) =>
      ingestObservations(database.db, {
        seriesId: 'OBMMIC30YF',
        rateType: '30y',
        source: 'test',
        observations: [{ date: dateOf(day), value: rates[day] }],
        today: '2030-12-31',
      });
    await ingest(0);
    for (const [email, rules] of Object.entries(PEOPLE)) {
      for (const rule of rules) {
        await database.db.execute(
          rule.kind === 'rate_move'
            ? sql`INSERT INTO alerts (email, kind, rate_type, threshold, direction, upper_threshold, inputs,
                                      rearm_margin, status, confirmed_at)
                  VALUES (${email}, 'rate_move', '30y', ${(rates[0] - rule.move).toFixed(3)}::numeric, 'below',
                          ${(rates[0] + rule.move).toFixed(3)}::numeric,
                          ${JSON.stringify({ move: rule.move, baseRate: rates[0] })}::jsonb, NULL, 'active', now())`
            : sql`INSERT INTO alerts (email, rate_type, threshold, direction, rearm_margin, status, confirmed_at)
                  VALUES (${email}, '30y', ${rule.threshold.toFixed(3)}::numeric, ${rule.direction},
                          ${rule.margin.toFixed(3)}::numeric, 'active', now())`,
        );
      }
    }
    received = 0;
    let sent = 0;
    for (let day = 1; day < rates.length; day += 1) {
      await ingest(day);
      await expandAllFanOuts(database.db);
      // The worker's clock on that day, years ahead so rows the database stamped now are due.
      const report = await drainOutbox({
        composers: MAIL_KINDS,
        db: database.db,
        sender,
        settings: mailSettingsFromConfig(testConfig()),
        logger: silentLogger(),
        clock: () => new Date(Date.UTC(2031, 0, 1) + day * 86_400_000),
      });
      expect(report.deferred).toBe(0);
      sent += report.sent;
    }
    expect(expected).toBeGreaterThan(10); // the walk really exercises the rules
    expect(sent).toBe(expected);
    expect(received).toBe(expected);
  }, 120_000);
});
