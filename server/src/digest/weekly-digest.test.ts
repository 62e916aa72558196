import { paymentThresholdRate } from '@mrn/sdk/finance';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parsedInbox } from '../../test/support/parsed-inbox.ts';
import { signedIn } from '../../test/support/signed-in.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { testOutboxDeps } from '../../test/support/test-outbox.ts';
import { queryRows } from '../db/client.ts';
import { silentLogger } from '../logger.ts';
import { createMailSender, type MailSender } from '../mail/mail-sender.ts';
import { signToken } from '../mail/signed-token.ts';
import { drainOutbox } from '../outbox/outbox-worker.ts';
import { CONFORMING_RATE_SERIES } from '../rates/rate-series.ts';
import { startDigestScheduler } from './digest-scheduler.ts';
import { queueWeeklyDigests } from './queue-weekly-digests.ts';

/** A real SMTP server; every accepted message is parsed. */
const { mails: inbox, url: smtpUrl } = parsedInbox();

/**
 * Ten weeks of Freddie Mac-style weekly readings (Thursdays) before the digest's week. The 30-year
 * fell 0.30 in the week to Oct 22 and by less every week since; the 15-year barely moves.
 */
const HISTORY_30Y: [string, string][] = [
  ['2026-09-24', '6.800'],
  ['2026-10-01', '6.780'],
  ['2026-10-08', '6.760'],
  ['2026-10-15', '6.750'],
  ['2026-10-22', '6.450'],
  ['2026-10-29', '6.440'],
  ['2026-11-05', '6.400'],
  ['2026-11-12', '6.380'],
  ['2026-11-19', '6.350'],
  ['2026-11-25', '6.330'],
];
const HISTORY_15Y: [string, string][] = HISTORY_30Y.map(([date, value]) => [
  date,
  (Number(value) - 0.7).toFixed(3),
]);

forEachDatabase((driver) => {
  let database: TestDatabase;
  let subject: TestApp;
  let sender: MailSender;
  let now: Date;
  const series = () => CONFORMING_RATE_SERIES;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    subject = createTestApp(database, { clock: () => now });
    sender = createMailSender({ smtpUrl: smtpUrl(), mailDirectory: '/nonexistent', logger: silentLogger() });
  });
  afterAll(async () => {
    sender.close();
    await database.close();
  });

  async function observe(rateType: '30y' | '15y', date: string, value: string) {
    const seriesId = series().find((entry) => entry.rateType === rateType)?.seriesId as string;
    await database.db.execute(
      sql`INSERT INTO rate_observations (series_id, rate_type, observed_on, value, source)
          VALUES (${seriesId}, ${rateType}, ${date}::date, ${value}::numeric, 'test')`,
    );
  }

  beforeEach(async () => {
    inbox.length = 0;
    now = new Date('2026-12-02T20:00:00Z');
    await database.db.execute(
      sql`TRUNCATE mail_outbox, rate_observations, weekly_digests, weekly_digest_subscribers, alerts, users CASCADE`,
    );
    for (const [date, value] of HISTORY_30Y) await observe('30y', date, value);
    for (const [date, value] of HISTORY_15Y) await observe('15y', date, value);
  });

  const setDigest = async (person: Awaited<ReturnType<typeof signedIn>>, weeklyDigest: boolean) => {
    const response = await subject.app.request('/api/app/account/preferences', {
      method: 'PATCH',
      headers: person.jsonHeaders,
      body: JSON.stringify({ weeklyDigest }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { preferences: { weeklyDigest: boolean } };
  };
  const digestMails = () =>
    queryRows<{ email: string; week_of: string; as_of: string; status: string }>(
      database.db,
      sql`SELECT u.email, d.week_of::text AS week_of, d.as_of::text AS as_of, m.status
            FROM mail_outbox m JOIN weekly_digests d ON d.outbox_id = m.id JOIN users u ON u.id = d.user_id
           WHERE m.kind = 'weekly_digest' ORDER BY u.email, d.week_of`,
    );
  const outboxCount = async () =>
    (
      await queryRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'weekly_digest'`,
      )
    )[0].n;
  const deliverAll = () =>
    drainOutbox({
      ...testOutboxDeps(database, subject, sender),
      clock: () => now,
    });
  const queue = () => queueWeeklyDigests(database.db, series(), now);
  const subscribed = async (userId: string) =>
    (
      await queryRows<{ on: boolean }>(
        database.db,
        sql`SELECT EXISTS (SELECT FROM weekly_digest_subscribers WHERE user_id = ${userId}::uuid) AS on`,
      )
    )[0].on;

  /** The week's Thursday readings arrive: the 30-year falls 0.21, the 15-year 0.05. */
  async function thursdayReadings() {
    await observe('30y', '2026-12-03', '6.120');
    await observe('15y', '2026-12-03', '5.580');
    now = new Date('2026-12-03T17:30:00Z');
  }

  describe('queueing', () => {
    it('queues one digest per opted-in account for the week, once the Thursday reading is in, however often it runs', async () => {
      const ann = await signedIn(database.db, subject.config, 'ann@example.com', now);
      await signedIn(database.db, subject.config, 'bob@example.com', now);
      const optedIn = await setDigest(ann, true);
      expect(optedIn.preferences.weeklyDigest).toBe(true);

      // Wednesday: last week's reading is the newest, so nothing is due.
      expect(await queue()).toEqual({ due: null, queued: 0 });

      await thursdayReadings();
      expect((await queue()).queued).toBe(1);
      expect((await queue()).queued).toBe(0);
      now = new Date('2026-12-05T09:00:00Z');
      expect((await queue()).queued).toBe(0);
      expect(await digestMails()).toEqual([
        { email: 'ann@example.com', week_of: '2026-11-30', as_of: '2026-12-03', status: 'pending' },
      ]);
    });

    it('queues once when two workers run the scheduler side by side', async () => {
      const ann = await signedIn(database.db, subject.config, 'ann@example.com', now);
      const cy = await signedIn(database.db, subject.config, 'cy@example.com', now);
      await setDigest(ann, true);
      await setDigest(cy, true);
      await thursdayReadings();

      const results = await Promise.all([queue(), queue(), queue()]);
      expect(results.reduce((sum, result) => sum + result.queued, 0)).toBe(2);

      await observe('30y', '2026-12-10', '6.100');
      await observe('15y', '2026-12-10', '5.570');
      now = new Date('2026-12-10T17:30:00Z');
      const workers = [1, 2].map(() =>
        startDigestScheduler({
          db: database.db,
          series: series(),
          logger: silentLogger(),
          clock: () => now,
          intervalMs: 5,
        }),
      );
      try {
        // Let both loops run several rounds after the week's digests appear.
        for (let round = 0; round < 400 && (await outboxCount()) < 4; round += 1) {
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      } finally {
        await Promise.all(workers.map((worker) => worker.stop()));
      }
      expect((await digestMails()).map((row) => `${row.email} ${row.week_of}`)).toEqual([
        'ann@example.com 2026-11-30',
        'ann@example.com 2026-12-07',
        'cy@example.com 2026-11-30',
        'cy@example.com 2026-12-07',
      ]);
    });

    it('queues nothing for accounts that never opted in or opted out again', async () => {
      const bob = await signedIn(database.db, subject.config, 'bob@example.com', now);
      await signedIn(database.db, subject.config, 'dee@example.com', now);
      await setDigest(bob, true);
      expect((await setDigest(bob, false)).preferences.weeklyDigest).toBe(false);
      await thursdayReadings();
      expect((await queue()).due).toEqual({ weekOf: '2026-11-30', asOf: '2026-12-03' });
      expect(await outboxCount()).toBe(0);
    });
  });

  describe('the mail', () => {
    /** An alert as stored, confirmed; `columns` are SQL literals over the defaults. */
    async function insertAlert(email: string, columns: Record<string, string>, disarmedUntil?: string) {
      const row: Record<string, string> = {
        email: `'${email}'`,
        status: `'active'`,
        confirmed_at: `'2026-11-01'`,
        ...columns,
      };
      await database.db.execute(
        sql.raw(
          `INSERT INTO alerts (${Object.keys(row).join(', ')}) VALUES (${Object.values(row).join(', ')})`,
        ),
      );
      if (disarmedUntil === undefined) return;
      await database.db.execute(
        sql`INSERT INTO alert_disarms (alert_id, rate_type, direction, rearm_at)
            SELECT id, rate_type, direction, ${disarmedUntil}::numeric FROM alerts
             WHERE email = ${email} ORDER BY created_at DESC LIMIT 1`,
      );
    }

    it('has both series’ moves, each alert with its distance, and leads with the biggest change', async () => {
      const ann = await signedIn(database.db, subject.config, 'ann@example.com', now);
      await setDigest(ann, true);
      const target = (rateType: string, threshold: string, direction: string, createdAt: string) => ({
        rate_type: `'${rateType}'`,
        threshold,
        direction: `'${direction}'`,
        created_at: `'${createdAt}'`,
      });
      await insertAlert('ann@example.com', target('30y', '6.000', 'below', '2026-11-01'));
      await insertAlert('ann@example.com', target('15y', '5.750', 'above', '2026-11-02'));
      await insertAlert('ann@example.com', {
        ...target('30y', '5.900', 'below', '2026-11-03'),
        upper_threshold: '6.400',
        kind: `'rate_move'`,
        inputs: `'{"move":0.25}'`,
        rearm_margin: 'NULL',
      });
      await insertAlert('ann@example.com', target('30y', '6.300', 'below', '2026-11-04'), '6.425');
      await insertAlert('ann@example.com', {
        ...target('15y', '5.000', 'below', '2026-11-05'),
        status: `'paused'`,
        paused_by: `'person'`,
      });
      const buyer = {
        homePrice: 400000,
        downPayment: 80000,
        termYears: 30,
        propertyTaxYearly: 0,
        homeInsuranceYearly: 0,
        hoaMonthly: 0,
        pmiMonthly: 0,
        targetMonthlyPayment: 1900,
      };
      await insertAlert('ann@example.com', {
        ...target('30y', (paymentThresholdRate(buyer) as number).toFixed(3), 'below', '2026-11-06'),
        kind: `'payment'`,
        inputs: `'${JSON.stringify(buyer)}'`,
      });
      await insertAlert('someone.else@example.com', target('30y', '4.000', 'below', '2026-11-06'));
      await thursdayReadings();
      await queue();
      await deliverAll();

      expect(inbox).toHaveLength(1);
      const [mail] = inbox;
      expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('ann@example.com');
      expect(mail.subject).toBe('Weekly rates: 30-year fixed down 0.21 points to 6.12%');
      const text = mail.text ?? '';
      // The lead: the 30-year's 0.21 fall beats the 15-year's 0.05; 0.30 in the week to Oct 22 was bigger.
      // $320,000 over 30 years: $1,986.97 at 6.33%, $1,943.32 at 6.12%: $43.66 less, rounded $44.
      expect(text).toContain(
        'The 30-year fixed rate fell 0.21 points this week, to 6.12%, its biggest one-week move since the ' +
          'week to Oct 22, 2026. On a $320,000 30-year loan, that is $44 a month less in principal and interest.',
      );
      expect(text).toContain(
        '30-year fixed: 6.12% on Dec 3, 2026, down 0.21 points from 6.33% on Nov 25, 2026',
      );
      expect(text).toContain(
        '15-year fixed: 5.58% on Dec 3, 2026, down 0.05 points from 5.63% on Nov 25, 2026',
      );
      // Where each alert stands is the dashboard's sentence (sdk/finance alertStanding).
      expect(text).toContain(
        'Target rate, 30-year fixed: The 30-year fixed rate is 6.12%, 0.12 points above your 6.000% target.',
      );
      expect(text).toContain(
        'Target rate, 15-year fixed: The 15-year fixed rate is 5.58%, 0.17 points below your 5.750% target.',
      );
      expect(text).toContain(
        'Rate move, 30-year fixed: The 30-year fixed rate is 6.12%; this alert fires at 5.900% or below, or ' +
          '6.400% or above (0.22 points away).',
      );
      expect(text).toContain(
        'Target rate, 30-year fixed: Fired; it re-arms when the 30-year fixed rate is back above 6.425%.',
      );
      expect(text).toContain('Target rate, 15-year fixed: paused, so it sends nothing until you resume it.');
      // $320,000 at 6.12% over 30 years is $1,943.32 a month, $43.32 over the buyer's $1,900 target.
      expect(text).toMatch(
        /Monthly payment, 30-year fixed: At today's 6\.12%, the monthly payment would be \$1,943\.32, \$43\.32 above your \$1,900\.00 target\. It fires at 5\.\d{3}% or lower, 0\.\d+ points away\./,
      );
      expect(text).not.toContain('4.000%');
      const unsubscribeLine = mail.headerLines.find((line) => line.key === 'list-unsubscribe')?.line ?? '';
      expect(unsubscribeLine).toMatch(/\/api\/digest\/unsubscribe\?token=[\w.-]+/);
      expect(mail.headerLines.find((line) => line.key === 'list-unsubscribe-post')?.line).toContain(
        'List-Unsubscribe=One-Click',
      );
      expect(text).toMatch(
        /Stop the weekly digest: http:\/\/localhost:3000\/api\/digest\/unsubscribe\?token=/,
      );
      expect(mail.html).toMatch(
        /<a href="http:\/\/localhost:3000\/api\/digest\/unsubscribe\?token=[^"]+"[^>]*>Stop the weekly digest<\/a>/,
      );
      expect(await digestMails()).toMatchObject([{ status: 'sent' }]);
    });

    it('is not sent when the person turned the digest off after it was queued', async () => {
      const ann = await signedIn(database.db, subject.config, 'ann@example.com', now);
      const cy = await signedIn(database.db, subject.config, 'cy@example.com', now);
      await setDigest(ann, true);
      await setDigest(cy, true);
      await thursdayReadings();
      expect((await queue()).queued).toBe(2);
      // Turning it off in the app cancels the waiting mail at once...
      await setDigest(ann, false);
      // ...and if the preference goes while a mail is already on its way, composing cancels it.
      await database.db.execute(
        sql`DELETE FROM weekly_digest_subscribers WHERE user_id = ${cy.user.id}::uuid`,
      );
      await deliverAll();
      expect(inbox).toHaveLength(0);
      expect((await digestMails()).map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
    });
  });

  describe('unsubscribe link', () => {
    async function mailedLink(): Promise<{ path: string; userId: string }> {
      const ann = await signedIn(database.db, subject.config, 'ann@example.com', now);
      await setDigest(ann, true);
      await thursdayReadings();
      await queue();
      await deliverAll();
      const link = /http:\/\/\S+\/api\/digest\/unsubscribe\?token=[\w.-]+/.exec(inbox[0]?.text ?? '')?.[0];
      expect(link).toBeTruthy();
      const url = new URL(link as string);
      return { path: url.pathname + url.search, userId: ann.user.id };
    }

    it('shows a page on GET and changes nothing; the page’s POST turns the digest off', async () => {
      const { path, userId } = await mailedLink();
      const page = await subject.app.request(path);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<form method="post"');
      expect(html).toContain('Stop the weekly digest');
      expect(await subscribed(userId)).toBe(true);

      const off = await subject.app.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(off.status).toBe(200);
      expect(await off.text()).toContain('The weekly digest is off');
      expect(await subscribed(userId)).toBe(false);
      const again = await subject.app.request(path, { method: 'POST' });
      expect(await again.text()).toContain('The weekly digest is already off');
    });

    it('refuses tampered links, other purposes and unknown accounts', async () => {
      const secret = subject.config.SECRET;
      const unknown = signToken(secret, {
        purpose: 'digest_unsubscribe',
        subject: '00000000-0000-4000-8000-000000000000',
      });
      const alertToken = signToken(secret, {
        purpose: 'unsubscribe',
        subject: '00000000-0000-4000-8000-000000000000',
      });
      expect(
        (await subject.app.request(`/api/digest/unsubscribe?token=${unknown}`, { method: 'POST' })).status,
      ).toBe(404);
      for (const token of [alertToken, `${unknown}x`, '']) {
        expect((await subject.app.request(`/api/digest/unsubscribe?token=${token}`)).status).toBe(400);
        expect(
          (await subject.app.request(`/api/digest/unsubscribe?token=${token}`, { method: 'POST' })).status,
        ).toBe(400);
      }
    });
  });
});
