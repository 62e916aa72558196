import { emailChangeNoticeMail } from '../../src/account/email-change-notice-mail.ts';
import { alertConfirmationMail } from '../../src/alerts/alert-confirmation-mail.ts';
import { planLimitMail } from '../../src/alerts/plan-limit-mail.ts';
import { rateAlertMail } from '../../src/alerts/rate-alert-mail.ts';
import { emailChangeMail } from '../../src/auth/email-change-mail.ts';
import { signInMail } from '../../src/auth/sign-in-mail.ts';
import { paymentFailedMail, subscriptionEndedMail, trialEndingMail } from '../../src/billing/billing-mail.ts';
import { seriesWeek } from '../../src/digest/series-week.ts';
import { weeklyDigestMail } from '../../src/digest/weekly-digest-mail.ts';
import { installInstructionsMail } from '../../src/install-instructions/install-instructions-mail.ts';
import { leadConfirmationCapMail } from '../../src/lead-confirmations/lead-confirmation-cap-mail.ts';
import { partnerLeadMail } from '../../src/leads/partner-lead-mail.ts';
import type { ComposedMail } from '../../src/mail/composed-mail.ts';
import type { MailSettings } from '../../src/mail/mail-settings.ts';
import type { PartnerBranding } from '../../src/mail/partner-branding.ts';
import { newsletterConfirmationMail } from '../../src/newsletter/newsletter-confirmation-mail.ts';
import type { OutboxKind } from '../../src/outbox/claim-due-mail.ts';
import { partnerAddressConfirmationMail } from '../../src/partner-addresses/partner-address-confirmation-mail.ts';
import { webhookDisabledMail } from '../../src/webhooks/webhook-disabled-mail.ts';

const NOW = new Date('2026-11-27T14:00:00Z');
const ALERT_ID = '3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f';
const PARTNER: PartnerBranding = {
  businessName: 'Harbor Home Loans',
  email: 'loans@harbor-home.example',
  phone: '(804) 555-0142',
  website: 'https://harbor-home.example',
  licenceId: 'NMLS 123456',
  logoUrl: null,
  equalHousing: 'opportunity',
};

/**
 * One realistic mail of each kind the outbox sends, rendered by the kind's own template. A
 * `Record<OutboxKind, ...>`: a new kind does not typecheck until it has a sample here, so the DKIM
 * and SpamAssassin tests (which iterate over OUTBOX_KINDS) cover it as soon as it exists.
 */
export function sampleMailOfEveryKind(settings: MailSettings, to: string): Record<OutboxKind, ComposedMail> {
  const alert = {
    id: ALERT_ID,
    email: to,
    kind: 'rate' as const,
    rateType: '30y' as const,
    seriesId: 'OBMMIC30YF',
    threshold: '6.000',
    direction: 'below' as const,
    inputs: null,
    rearmMargin: '0.125',
  };
  const billing = { to, businessName: PARTNER.businessName };
  return {
    rate_alert: rateAlertMail(settings, {
      alert,
      observation: { seriesId: 'OBMMIC30YF', date: '2026-11-26', value: '5.980', previousValue: '6.040' },
      partner: PARTNER,
    }),
    alert_confirmation: alertConfirmationMail(settings, { alert, partner: PARTNER }, NOW),
    partner_lead: partnerLeadMail(settings, {
      partnerEmail: to,
      businessName: PARTNER.businessName,
      formName: 'Refinance landing page',
      lead: {
        name: 'Jordan Avery',
        email: 'jordan.avery@example.net',
        phone: '(804) 555-0199',
        rateType: '30y',
        seriesId: 'OBMMIC30YF',
        targetRate: '6.000',
        direction: 'below',
        pageUrl: 'https://harbor-home.example/refinance',
        createdAt: NOW,
      },
    }),
    sign_in: signInMail(settings, { email: to, linkToken: 'sample-link-token', code: '482913' }),
    email_change: emailChangeMail(settings, { email: to, linkToken: 'sample-link-token' }),
    email_change_notice: emailChangeNoticeMail(settings, {
      oldEmail: to,
      newEmail: 'new.address@example.net',
      undoUrl: `${settings.publicUrl}/api/account-email/undo?token=sample-undo-token`,
    }),
    webhook_disabled: webhookDisabledMail(settings, {
      to,
      businessName: PARTNER.businessName,
      endpoint: {
        url: 'https://crm.harbor-home.example/hooks/mrn',
        disabledAt: NOW,
        reason: 'HTTP 500 for 3 days',
      },
    }),
    install_instructions: installInstructionsMail(settings, {
      developerEmail: to,
      note: 'Please add this to the refinance page by Friday.',
      partner: { businessName: PARTNER.businessName, logoUrl: null, replyTo: 'loans@harbor-home.example' },
      form: { id: 'frm_refi2026', name: 'Refinance landing page', type: 'embed', maxWidth: '600px' },
    }),
    newsletter_confirmation: newsletterConfirmationMail(settings, { id: ALERT_ID, email: to }, NOW),
    alert_plan_limit: planLimitMail(settings, to),
    weekly_digest: weeklyDigestMail(settings, {
      userId: ALERT_ID,
      email: to,
      weekOf: '2026-11-23',
      series: [
        {
          rateType: '30y',
          seriesId: 'OBMMIC30YF',
          week: seriesWeek([
            { date: '2026-11-19', value: 6.12 },
            { date: '2026-11-26', value: 5.98 },
          ]),
        },
      ],
      biggest: null,
      alerts: [],
    }),
    partner_address_confirmation: partnerAddressConfirmationMail(
      settings,
      { addressId: ALERT_ID, email: to, businessName: PARTNER.businessName },
      NOW,
    ),
    lead_confirmation_cap: leadConfirmationCapMail(settings, {
      to,
      businessName: PARTNER.businessName,
      day: '2026-11-27',
      account: null,
      forms: [{ name: 'Refinance landing page', id: 'frm_refi2026', sent: 200, refused: 14, cap: 200 }],
    }),
    billing_trial_ending: trialEndingMail(settings, {
      ...billing,
      trialEndsAt: new Date('2026-11-30T00:00:00Z'),
    }),
    billing_payment_failed: paymentFailedMail(settings, {
      ...billing,
      graceEndsAt: new Date('2026-12-04T00:00:00Z'),
    }),
    billing_ended: subscriptionEndedMail(settings, billing),
  };
}
