import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, forEachDatabase, type TestDatabase } from '../test/support/test-database.ts';
import { accountMailComposers } from './account/mail-composers.ts';
import { alertMailComposers } from './alerts/mail-composers.ts';
import { authMailComposers } from './auth/mail-composers.ts';
import { billingMailComposers } from './billing/mail-composers.ts';
import { digestMailComposers } from './digest/mail-composers.ts';
import { installInstructionsMailComposers } from './install-instructions/mail-composers.ts';
import { leadConfirmationMailComposers } from './lead-confirmations/mail-composers.ts';
import { leadMailComposers } from './leads/mail-composers.ts';
import { MAIL_KINDS } from './mail-kinds.ts';
import { newsletterMailComposers } from './newsletter/mail-composers.ts';
import { type ClaimedMail, OUTBOX_KINDS, type OutboxKind } from './outbox/claim-due-mail.ts';
import { composeOutboxMails } from './outbox/compose-outbox-mail.ts';
import { mailComposerRegistry } from './outbox/mail-composer.ts';
import { partnerAddressMailComposers } from './partner-addresses/mail-composers.ts';
import { webhookMailComposers } from './webhooks/mail-composers.ts';

const FEATURES = [
  accountMailComposers,
  alertMailComposers,
  authMailComposers,
  billingMailComposers,
  digestMailComposers,
  installInstructionsMailComposers,
  leadConfirmationMailComposers,
  leadMailComposers,
  newsletterMailComposers,
  partnerAddressMailComposers,
  webhookMailComposers,
];

const settings = {
  from: 'Mortgage Rate Notifier <alerts@example.com>',
  publicUrl: 'https://rates.example.com',
  appUrl: 'https://rates.example.com/app',
  postalAddress: '1 Test Lane',
  secret: 'mail-kinds-test-secret-long',
};

/** An outbox row as claimed, with only what the test sets. */
function claimed(id: number, kind: OutboxKind, recipient: string | null = null): ClaimedMail {
  return {
    id,
    kind,
    alertId: null,
    observationId: null,
    leadId: null,
    challengeId: null,
    webhookEndpointId: null,
    installRequestId: null,
    recipient,
    partnerAddressId: null,
    partnerId: null,
    billingKey: null,
    attempts: 1,
    lastError: null,
  };
}

describe('the mail kinds registry', () => {
  it('has exactly one composer for every kind the outbox holds', () => {
    expect(Object.keys(MAIL_KINDS).sort()).toEqual([...OUTBOX_KINDS].sort());
    const registered = FEATURES.flatMap((feature) => Object.keys(feature));
    expect(registered.sort()).toEqual([...OUTBOX_KINDS].sort());
  });

  it('refuses a kind left out, or registered by two features, when it is built', () => {
    const withoutLeads = FEATURES.filter((feature) => feature !== leadMailComposers);
    expect(() => mailComposerRegistry(...withoutLeads)).toThrow(
      'No composer is registered for "partner_lead" mail.',
    );
    expect(() => mailComposerRegistry(...FEATURES, { partner_lead: leadMailComposers.partner_lead })).toThrow(
      'Two composers are registered for "partner_lead" mail.',
    );
  });

  it('counts exactly the requested mails to unproven addresses against the recipient budget', () => {
    const counted = OUTBOX_KINDS.filter((kind) => MAIL_KINDS[kind].countedPerRecipient);
    expect(counted.sort()).toEqual(
      [
        'alert_confirmation',
        'alert_plan_limit',
        'install_instructions',
        'newsletter_confirmation',
        'partner_address_confirmation',
      ].sort(),
    );
  });
});

forEachDatabase((driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.close());

  describe('composeOutboxMails', () => {
    it('renders each row by its kind’s composer, in claim order, and fails only the rows of a kind it does not know', async () => {
      const rows = [
        claimed(1, 'alert_plan_limit', 'first@example.com'),
        claimed(2, 'retired_kind' as OutboxKind),
        claimed(3, 'alert_plan_limit', 'third@example.com'),
      ];
      const [first, unknown, third] = await composeOutboxMails(
        MAIL_KINDS,
        database.db,
        settings,
        rows,
        new Date('2025-10-02T12:00:00Z'),
      );
      expect(first).toMatchObject({ action: 'send', mail: { to: 'first@example.com' } });
      expect(third).toMatchObject({ action: 'send', mail: { to: 'third@example.com' } });
      expect(unknown.action).toBe('error');
      expect(unknown.action === 'error' && String(unknown.error)).toMatch(
        /No composer is registered for "retired_kind" mail/,
      );
    });
  });
});
