import { paymentThresholdRate, refinanceThresholdRate } from '@mrn/sdk/finance';
import { createFormSchema, paymentAlertInputsSchema, refinanceAlertInputsSchema } from '@mrn/sdk/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestPartner,
  errorBody,
  postJson,
  type TestApp,
} from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { alerts, leads, mailOutbox } from '../db/schema/index.ts';
import { createForm } from '../forms/form-store.ts';
import { mailSettingsFromConfig } from '../mail/mail-settings.ts';
import { MAIL_KINDS } from '../mail-kinds.ts';
import { claimDueMail } from '../outbox/claim-due-mail.ts';
import { composeOutboxMails } from '../outbox/compose-outbox-mail.ts';

const contact = {
  name: 'Owner Olsen',
  email: 'olsen@example.com',
  rateType: '30y',
  consent: true,
};

/** What the widget sends for a refinance alert: the fields as typed, the term from the rate type. */
const refinance = {
  currentBalance: '250,000',
  currentRate: '7.5',
  yearsRemaining: '25',
  closingCosts: '5000',
  minMonthlySaving: '150',
  maxBreakEvenMonths: null,
  newTermYears: 30,
};

const payment = {
  homePrice: '400000',
  downPayment: '80000',
  propertyTaxYearly: '4800',
  homeInsuranceYearly: '1200',
  hoaMonthly: '150',
  targetMonthlyPayment: '2400',
  termYears: 30,
};

forEachDatabase((driver) => {
  let database: TestDatabase;
  let subject: TestApp;
  let partnerApi: Record<string, string>;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    subject = createTestApp(database);
    const partner = await createTestPartner(database, 'Offering Lender');
    partnerApi = partner.authorization;
    const offering = createFormSchema.parse({
      businessName: 'Offering Lender',
      alertKinds: ['payment', 'refinance'],
    });
    await createForm(database.db, partner.partnerId, offering, 'offers-all');
    await createForm(
      database.db,
      partner.partnerId,
      createFormSchema.parse({ businessName: 'Plain Lender' }),
      'rate-only',
    );
  });
  afterAll(() => database.close());

  const submit = (formId: string, body: unknown) => postJson(subject.app, `/api/forms/${formId}/leads`, body);

  describe('a form offering refinance and payment alerts', () => {
    it('keeps the offered kinds in the order the builder lists them, and serves them to the widget', async () => {
      const config = await subject.app.request('/api/forms/offers-all');
      expect(((await config.json()) as { alertKinds: string[] }).alertKinds).toEqual([
        'refinance',
        'payment',
      ]);
      const plain = await subject.app.request('/api/forms/rate-only');
      expect(((await plain.json()) as { alertKinds: string[] }).alertKinds).toEqual([]);
    });

    it('stores a refinance lead with the threshold derived from its numbers, and an alert of that kind', async () => {
      const response = await submit('offers-all', { ...contact, alertKind: 'refinance', refinance });
      expect(response.status).toBe(201);
      const { leadId } = (await response.json()) as { leadId: string };
      const expected = refinanceThresholdRate(refinanceAlertInputsSchema.parse(refinance));
      expect(expected).not.toBeNull();

      const [lead] = await database.db.select().from(leads).where(eq(leads.id, leadId));
      expect(lead).toMatchObject({
        alertKind: 'refinance',
        direction: 'below',
        targetRate: expected?.toFixed(3),
      });
      expect(lead.alertInputs).toMatchObject({
        currentBalance: 250_000,
        minMonthlySaving: 150,
        newTermYears: 30,
      });
      const [alert] = await database.db
        .select()
        .from(alerts)
        .where(eq(alerts.id, lead.alertId ?? ''));
      expect(alert).toMatchObject({ kind: 'refinance', threshold: expected?.toFixed(3), direction: 'below' });
      expect(alert.inputsAsOf).not.toBeNull();

      // The partner's API and CSV show the kind, what was entered and the derived rate.
      const list = await subject.app.request('/api/partner/leads?q=olsen', { headers: partnerApi });
      const [listed] = ((await list.json()) as { leads: Record<string, unknown>[] }).leads;
      expect(listed).toMatchObject({ alertKind: 'refinance', targetRate: expected });
      expect(listed.alertInputs).toMatchObject({ currentBalance: 250_000, closingCosts: 5000 });
    });

    it('states the rule in the confirmation and in the partner’s new-lead mail', async () => {
      const now = new Date();
      const claimed = await claimDueMail(database.db, { limit: 50, leaseMs: 60_000, now });
      const mails = await composeOutboxMails(
        MAIL_KINDS,
        database.db,
        mailSettingsFromConfig(subject.config),
        claimed,
        now,
      );
      const sent = mails.flatMap((mail) => (mail.action === 'send' ? [mail.mail] : []));
      const confirmation = sent.find((mail) => mail.to === 'olsen@example.com');
      expect(confirmation?.text).toContain('save at least $150.00 a month');
      expect(confirmation?.text).toMatch(/30-year fixed rate falls to or below \d\.\d{3}%/);
      const notice = sent.find((mail) => mail.subject.startsWith('New lead from your form'));
      expect(notice?.text).toContain('refinancing a $250,000 loan at 7.5%');
    });

    it('stores a payment lead the same way', async () => {
      const response = await submit('offers-all', {
        ...contact,
        email: 'buyer@example.com',
        alertKind: 'payment',
        payment,
      });
      expect(response.status).toBe(201);
      const { leadId } = (await response.json()) as { leadId: string };
      const expected = paymentThresholdRate(paymentAlertInputsSchema.parse(payment));
      const [lead] = await database.db.select().from(leads).where(eq(leads.id, leadId));
      expect(lead).toMatchObject({ alertKind: 'payment', targetRate: expected?.toFixed(3) });
      const outbox = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.alertId, lead.alertId ?? ''));
      expect(outbox.map((row) => row.kind)).toEqual(['alert_confirmation']);
    });

    it('says beside the field when no rate can meet the visitor’s numbers, and stores nothing', async () => {
      const response = await submit('offers-all', {
        ...contact,
        email: 'dreamer@example.com',
        alertKind: 'payment',
        payment: { ...payment, targetMonthlyPayment: '500' },
      });
      expect(response.status).toBe(422);
      const { fields } = await errorBody(response);
      expect(fields?.['payment.targetMonthlyPayment']).toMatch(
        /No mortgage rate would bring the payment down/,
      );
      const stored = await database.db.select().from(leads).where(eq(leads.email, 'dreamer@example.com'));
      expect(stored).toHaveLength(0);
    });

    it('names the missing or bad inputs of the chosen kind', async () => {
      const response = await submit('offers-all', {
        ...contact,
        alertKind: 'refinance',
        refinance: { ...refinance, currentBalance: '', minMonthlySaving: null },
      });
      expect(response.status).toBe(422);
      const { fields } = await errorBody(response);
      expect(Object.keys(fields ?? {})).toContain('refinance.currentBalance');
    });
  });

  describe('a form that offers only the target rate', () => {
    it('refuses a refinance lead, naming the alert kind', async () => {
      const response = await submit('rate-only', { ...contact, alertKind: 'refinance', refinance });
      expect(response.status).toBe(422);
      const { fields } = await errorBody(response);
      expect(fields?.alertKind).toBe('This form does not offer refinance saving alerts.');
    });

    it('still takes a target-rate lead without an alertKind, as every widget sent before', async () => {
      const response = await submit('rate-only', { ...contact, targetRate: 5.5, direction: 'below' });
      expect(response.status).toBe(201);
    });
  });
});
