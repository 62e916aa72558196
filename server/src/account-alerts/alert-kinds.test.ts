import {
  amortisedLoan,
  breakEvenMonthNumber,
  calculatePayment,
  calculateRefinance,
  formatPayment,
  refinanceThresholdRate,
} from '@mrn/sdk/finance';
import type { AccountAlert } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parsedInbox } from '../../test/support/parsed-inbox.ts';
import { publishThirtyYearRates } from '../../test/support/publish-rates.ts';
import { type SignedIn, signedIn } from '../../test/support/signed-in.ts';
import { createTestApp, errorBody, type TestApp } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { testOutboxDeps } from '../../test/support/test-outbox.ts';
import { amortiseRefinanceAlerts } from '../alerts/amortise-refinance-alerts.ts';
import { expandAllFanOuts } from '../alerts/expand-fanout.ts';
import { queryRows } from '../db/client.ts';
import { silentLogger } from '../logger.ts';
import { createMailSender, type MailSender } from '../mail/mail-sender.ts';
import { drainOutbox } from '../outbox/outbox-worker.ts';

const { mails: inbox, url: smtpUrl } = parsedInbox();

const REFINANCE = {
  currentBalance: 300_000,
  currentRate: 7.5,
  yearsRemaining: 28,
  closingCosts: 4_000,
  newTermYears: 30,
  minMonthlySaving: 150,
  maxBreakEvenMonths: null,
};

const PAYMENT = {
  homePrice: 400_000,
  downPayment: 80_000,
  termYears: 30,
  propertyTaxYearly: 4_800,
  homeInsuranceYearly: 1_200,
  hoaMonthly: 0,
  pmiMonthly: 0,
  targetMonthlyPayment: 2_500,
};

forEachDatabase((driver) => {
  let database: TestDatabase;
  let subject: TestApp;
  let sender: MailSender;
  let ann: SignedIn;
  let day = 0;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    subject = createTestApp(database);
    sender = createMailSender({ smtpUrl: smtpUrl(), mailDirectory: '/nonexistent', logger: silentLogger() });
  });
  afterAll(async () => {
    sender.close();
    await database.close();
  });
  beforeEach(async () => {
    inbox.length = 0;
    day = 0;
    await database.db.execute(
      sql`TRUNCATE mail_outbox, alert_fanouts, alerts, alert_addresses, users, rate_observations CASCADE`,
    );
    ann = await signedIn(database.db, subject.config, 'ann@example.com');
  });

  const request = (method: string, path: string, body?: unknown) =>
    Promise.resolve(
      subject.app.request(path, {
        method,
        headers: body === undefined ? ann.headers : ann.jsonHeaders,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );

  async function publish(...values: number[]) {
    for (const value of values) {
      day += 1;
      await publishThirtyYearRates(database.db, { date: `2025-10-${String(day).padStart(2, '0')}`, value });
    }
  }

  // The worker's clock: a day later for each published value (at most one alert mail a day), and in
  // the future so every row written by the database's own clock is due.
  const deliverAll = async () => {
    await expandAllFanOuts(database.db);
    return drainOutbox({
      ...testOutboxDeps(database, subject, sender),
      clock: () => new Date(Date.UTC(2030, 0, day, 18)),
    });
  };

  async function createAlert(body: unknown): Promise<AccountAlert> {
    const response = await request('POST', '/api/app/alerts', body);
    expect(response.status).toBe(201);
    return (await response.json()) as AccountAlert;
  }

  describe('refinance alerts', () => {
    it('store the highest rate meeting the rule and mail the figures the refinance calculator shows', async () => {
      await publish(7.2);
      const alert = await createAlert({ kind: 'refinance', rateType: '30y', inputs: REFINANCE });
      expect(alert).toMatchObject({ kind: 'refinance', direction: 'below', armed: true, rearmMargin: 0.125 });
      expect(alert.threshold).toBe(refinanceThresholdRate(REFINANCE));
      expect(alert.inputs).toEqual({ kind: 'refinance', refinance: REFINANCE });

      await publish(6.9); // below the derived threshold (6.963)
      expect(await deliverAll()).toMatchObject({ sent: 1 });
      const calculator = calculateRefinance({
        currentBalance: '300000',
        currentRate: '7.5',
        yearsRemaining: '28',
        newRate: '6.9',
        newTerm: '30',
        closingCosts: '4000',
      });
      if (!calculator?.breakEvenMonths) throw new Error('the calculator should compute a break-even');
      const text = inbox[0].text ?? '';
      expect(inbox[0].subject).toBe(
        `30-year fixed rate is 6.900%: refinancing saves ${formatPayment(calculator.monthlySavings)} a month`,
      );
      expect(text).toContain(`New 30-year loan at 6.900%: ${formatPayment(calculator.newPayment)} a month`);
      expect(text).toContain(`Monthly saving: ${formatPayment(calculator.monthlySavings)}`);
      expect(text).toContain(`Break-even: month ${breakEvenMonthNumber(calculator.breakEvenMonths)}`);
      expect(text).toContain('rises back to 7.088% or higher');
    });

    it('follow the balance down month by month: inputs brought forward, threshold derived again', async () => {
      const alert = await createAlert({ kind: 'refinance', rateType: '30y', inputs: REFINANCE });
      await database.db.execute(
        sql`UPDATE alerts SET inputs_as_of = '2026-01-15' WHERE id = ${alert.id}::uuid`,
      );
      await database.db.execute(
        sql`INSERT INTO alert_disarms (alert_id, rate_type, direction, rearm_at)
            VALUES (${alert.id}::uuid, '30y', 'below', 7.088)`,
      );
      expect(await amortiseRefinanceAlerts(database.db, '2026-04-20')).toBe(1);
      expect(await amortiseRefinanceAlerts(database.db, '2026-04-20')).toBe(0); // a month has not passed again
      const loan = amortisedLoan(
        REFINANCE.currentBalance,
        REFINANCE.currentRate,
        REFINANCE.yearsRemaining,
        3,
      );
      const expected = {
        ...REFINANCE,
        currentBalance: Math.round(loan.balance * 100) / 100,
        yearsRemaining: 27.75,
      };
      const [row] = await queryRows<{ inputs_as_of: string; threshold: string; rearm_at: string }>(
        database.db,
        sql`SELECT a.inputs_as_of::text, a.threshold::text, d.rearm_at::text
              FROM alerts a JOIN alert_disarms d ON d.alert_id = a.id WHERE a.id = ${alert.id}::uuid`,
      );
      const threshold = refinanceThresholdRate(expected) ?? Number.NaN;
      expect(row).toEqual({
        inputs_as_of: '2026-04-15',
        threshold: threshold.toFixed(3),
        rearm_at: (threshold + 0.125).toFixed(3),
      });
      // The same payment now covers a smaller balance, and a new 30-year loan on it costs less: the rule
      // is met at a higher rate than three months ago.
      expect(threshold).toBeGreaterThan(alert.threshold);
      const [listed] = (await (await request('GET', '/api/app/alerts')).json()).alerts as AccountAlert[];
      expect(listed.inputs).toEqual({ kind: 'refinance', refinance: expected });
    });

    it('refuses a rule no rate can meet, saying what to change (422)', async () => {
      const response = await request('POST', '/api/app/alerts', {
        kind: 'refinance',
        rateType: '30y',
        inputs: { ...REFINANCE, closingCosts: 60_000, minMonthlySaving: null, maxBreakEvenMonths: 6 },
      });
      expect(response.status).toBe(422);
      expect((await errorBody(response)).message).toMatch(/No mortgage rate would meet this rule/);
    });

    it('needs a rule: a saving, a break-even time or both', async () => {
      const response = await request('POST', '/api/app/alerts', {
        kind: 'refinance',
        rateType: '30y',
        inputs: { ...REFINANCE, minMonthlySaving: null },
      });
      expect(response.status).toBe(422);
      expect(JSON.stringify(await errorBody(response))).toContain('Choose at least one rule');
    });

    it('re-derive the threshold when the inputs are edited, and refuse edits of another kind', async () => {
      const alert = await createAlert({ kind: 'refinance', rateType: '30y', inputs: REFINANCE });
      const cheaper = { ...REFINANCE, minMonthlySaving: 50 };
      const edited = await request('PATCH', `/api/app/alerts/${alert.id}`, {
        kind: 'refinance',
        inputs: cheaper,
      });
      expect(edited.status).toBe(200);
      expect(((await edited.json()) as AccountAlert).threshold).toBe(refinanceThresholdRate(cheaper));
      const wrong = await request('PATCH', `/api/app/alerts/${alert.id}`, { threshold: 5 });
      expect(wrong.status).toBe(422);
      expect((await errorBody(wrong)).message).toContain('"kind": "refinance"');
      const paused = await request('PATCH', `/api/app/alerts/${alert.id}`, { status: 'paused' });
      expect(((await paused.json()) as AccountAlert).status).toBe('paused');
    });
  });

  describe('payment alerts', () => {
    it('fire when the payment at the published rate reaches the target, and say the payment', async () => {
      await publish(7);
      const alert = await createAlert({ kind: 'payment', rateType: '30y', inputs: PAYMENT });
      expect(alert.threshold).toBe(6.392);
      await publish(6.4); // 6.400 > 6.392: the payment is still over $2,500
      expect(await deliverAll()).toMatchObject({ sent: 0 });
      await publish(6.35);
      expect(await deliverAll()).toMatchObject({ sent: 1 });
      const payment = calculatePayment({
        homePrice: '400000',
        downPayment: '80000',
        interestRate: '6.35',
        loanTerm: '30',
        propertyTax: '4800',
        homeInsurance: '1200',
      });
      expect(inbox[0].text).toContain(
        `Total with tax, insurance, HOA and PMI: ${formatPayment(payment?.totalPayment ?? Number.NaN)} a month`,
      );
    });

    it('refuse a target the tax and insurance alone exceed (422)', async () => {
      const response = await request('POST', '/api/app/alerts', {
        kind: 'payment',
        rateType: '30y',
        inputs: { ...PAYMENT, targetMonthlyPayment: 400 },
      });
      expect(response.status).toBe(422);
      expect((await errorBody(response)).message).toMatch(/No mortgage rate would bring the payment down/);
    });
  });

  describe('rate-move alerts', () => {
    it('fire on a move of the set size either way and re-base at the new level', async () => {
      await publish(6.5);
      const alert = await createAlert({ kind: 'rate_move', rateType: '30y', inputs: { move: 0.25 } });
      expect(alert).toMatchObject({ threshold: 6.25, upperThreshold: 6.75, rearmMargin: null });
      await publish(6.6, 6.74); // inside the band
      expect(await deliverAll()).toMatchObject({ sent: 0 });
      await publish(6.8); // up 0.3
      expect(await deliverAll()).toMatchObject({ sent: 1 });
      expect(inbox[0].text).toContain('moved 0.300 points up since 6.500%');
      const [rebased] = (await (await request('GET', '/api/app/alerts')).json()).alerts as AccountAlert[];
      expect(rebased).toMatchObject({ threshold: 6.55, upperThreshold: 7.05, armed: true });
      await publish(6.56); // down 0.24 from the new base: nothing
      await publish(6.54); // down 0.26: fires
      expect(await deliverAll()).toMatchObject({ sent: 1 });
      expect(inbox[1].text).toContain('moved 0.260 points down since 6.800%');
    });

    it('need a published rate to measure from (422)', async () => {
      const response = await request('POST', '/api/app/alerts', {
        kind: 'rate_move',
        rateType: '30y',
        inputs: { move: 0.25 },
      });
      expect(response.status).toBe(422);
      expect((await errorBody(response)).message).toMatch(/no published rate/);
    });
  });

  it('a rate wobbling around a threshold mails once until it comes back by the re-arm margin', async () => {
    await publish(6.6);
    await createAlert({ rateType: '30y', threshold: 6.5, direction: 'below', rearmMargin: 0.2 });
    await publish(6.45, 6.55, 6.48, 6.62, 6.49); // one crossing fires; 6.62 < 6.5 + 0.2 re-arms nothing
    expect(await deliverAll()).toMatchObject({ sent: 1 });
    await publish(6.7, 6.5);
    expect(await deliverAll()).toMatchObject({ sent: 1 });
    expect(inbox).toHaveLength(2);
  });

  it('one mail a day: alerts firing together are combined, a later one waits for tomorrow', async () => {
    await publish(6.6);
    await createAlert({ rateType: '30y', threshold: 6.5, direction: 'below' });
    await createAlert({
      kind: 'payment',
      rateType: '30y',
      inputs: { ...PAYMENT, targetMonthlyPayment: 2_520 },
    });
    await createAlert({ rateType: '30y', threshold: 6.2, direction: 'below' });
    await publish(6.4); // fires the 6.5 and the payment alert (threshold about 6.49) on one observation
    expect(await deliverAll()).toMatchObject({ sent: 1 });
    expect(inbox).toHaveLength(1);
    expect(inbox[0].subject).toMatch(/^2 rate alerts: 30-year fixed rate is 6\.400%/);
    // In fan-out order (by threshold): the payment alert's 6.49 before the 6.5 target.
    expect(inbox[0].text).toContain("1. At today's 30-year fixed rate of 6.400% the monthly payment");
    expect(inbox[0].text).toContain('2. The 30-year fixed rate is now 6.400%');
    const recorded = await queryRows<{ status: string }>(
      database.db,
      sql`SELECT status FROM mail_outbox WHERE kind = 'rate_alert' ORDER BY id`,
    );
    expect(recorded.map((row) => row.status)).toEqual(['sent', 'sent']);
    // The same day (the worker's clock has not moved): the 6.2 alert fires but its mail waits.
    await publishThirtyYearRates(database.db, { date: '2025-10-20', value: 6.1 });
    expect(await deliverAll()).toMatchObject({ sent: 0, deferred: 1 });
    day += 1;
    expect(await deliverAll()).toMatchObject({ sent: 1 });
    expect(inbox[1].subject).toBe('30-year fixed rate is 6.100%, at or below your 6.200% target');
  });

  it('list alerts with their kind, inputs and armed state', async () => {
    await publish(6.5);
    await createAlert({ kind: 'payment', rateType: '30y', inputs: PAYMENT });
    await createAlert({ kind: 'rate_move', rateType: '30y', inputs: {} });
    const [move, payment] = (await (await request('GET', '/api/app/alerts')).json()).alerts as AccountAlert[];
    expect(move.inputs).toEqual({ kind: 'rate_move', rateMove: { move: 0.25, baseRate: 6.5 } });
    expect(payment.inputs).toEqual({ kind: 'payment', payment: PAYMENT });
    const [{ kinds }] = await queryRows<{ kinds: string }>(
      database.db,
      sql`SELECT string_agg(kind, ',' ORDER BY kind) AS kinds FROM alerts`,
    );
    expect(kinds).toBe('payment,rate_move');
  });
});
