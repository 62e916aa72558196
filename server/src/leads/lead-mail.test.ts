import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFormSchema } from '@mrn/sdk/schemas';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, createTestPartner, postJson } from '../../test/support/test-app.ts';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../../test/support/test-database.ts';
import { createForm } from '../forms/form-store.ts';
import { silentLogger } from '../logger.ts';
import { createMailSender } from '../mail/mail-sender.ts';
import { mailSettingsFromConfig } from '../mail/mail-settings.ts';
import { drainOutbox } from '../outbox/outbox-worker.ts';

forEachDatabase((driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.close());

  it('a lead produces a partner-branded confirmation for the lead and a new-lead mail for the partner', async () => {
    const { app, config } = createTestApp(database);
    const partner = await createTestPartner(database);
    const form = createFormSchema.parse({
      name: 'Homepage form',
      businessName: 'Harbor Home Loans',
      businessEmail: 'leads@harbor.example',
      licenceId: 'NMLS #777',
    });
    await createForm(database.db, partner.partnerId, form, 'harbor');
    const response = await postJson(app, '/api/forms/harbor/leads', {
      name: 'Robin Owner',
      email: 'robin@example.com',
      rateType: '15y',
      targetRate: 5.25,
      direction: 'below',
      consent: true,
    });
    expect(response.status).toBe(201);

    const mailDirectory = mkdtempSync(path.join(tmpdir(), 'mrn-lead-mail-'));
    const sender = createMailSender({ mailDirectory, logger: silentLogger() });
    const report = await drainOutbox({
      db: database.db,
      sender,
      settings: mailSettingsFromConfig(config),
      logger: silentLogger(),
    });
    sender.close();
    expect(report.sent).toBe(2);

    const mails = await Promise.all(
      readdirSync(mailDirectory).map((file) => simpleParser(readFileSync(path.join(mailDirectory, file)))),
    );
    const toPartner = mails.find(
      (mail) => mail.text?.includes('Robin Owner') && mail.subject?.startsWith('New lead'),
    );
    const toLead = mails.find((mail) => mail !== toPartner);
    // The partner's name for the form, not its id.
    expect(toPartner?.subject).toBe('New lead: Robin Owner via "Homepage form"');
    expect(toPartner?.text).toContain('through your form "Homepage form"');
    expect(toPartner?.to && 'text' in toPartner.to ? toPartner.to.text : '').toContain(
      'leads@harbor.example',
    );
    expect(toLead?.to && 'text' in toLead.to ? toLead.to.text : '').toContain('robin@example.com');
    expect(`${toLead?.from?.text} ${toLead?.text}`).toContain('Harbor Home Loans');
    expect(toLead?.text).toContain('NMLS #777');
  });
});
