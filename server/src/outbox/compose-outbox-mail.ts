import { type AlertDirection, type AlertKind, canonicalEmail, type RateType } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { alertInputsOf } from '../alerts/alert-inputs-of.ts';
import { composePlanLimitMail } from '../alerts/plan-limit-mail.ts';
import { challengeCode } from '../auth/challenge-code.ts';
import { challengeLinkToken } from '../auth/challenge-link.ts';
import { composeBillingMail } from '../billing/compose-billing-mail.ts';
import { type Suppression, suppressionsOf } from '../bounces/suppressed-addresses.ts';
import { suppressionStops } from '../bounces/suppression-policy.ts';
import { arrayLiteral } from '../db/array-literal.ts';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import { composeWeeklyDigestMail } from '../digest/compose-weekly-digest-mail.ts';
import { composeInstallInstructionsMail } from '../install-instructions/compose-install-instructions-mail.ts';
import { admitLeadConfirmation } from '../lead-confirmations/admit-lead-confirmation.ts';
import { composeLeadConfirmationCapMail } from '../lead-confirmations/compose-lead-confirmation-cap-mail.ts';
import { leadConfirmationCaps } from '../lead-confirmations/lead-confirmation-caps.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import { partnerBrandingForForm } from '../mail/partner-branding.ts';
import { RECIPIENT_MAIL_BUDGET, takeRecipientMail } from '../mail/recipient-mail-budget.ts';
import { alertConfirmationMail } from '../mail/templates/alert-confirmation-mail.ts';
import { emailChangeMail } from '../mail/templates/email-change-mail.ts';
import { partnerLeadMail } from '../mail/templates/partner-lead-mail.ts';
import { rateAlertMail } from '../mail/templates/rate-alert-mail.ts';
import { signInMail } from '../mail/templates/sign-in-mail.ts';
import { composeNewsletterConfirmationMail } from '../newsletter/compose-newsletter-confirmation-mail.ts';
import { composePartnerAddressConfirmationMail } from '../partner-addresses/compose-partner-address-confirmation-mail.ts';
import { LEAD_MAIL_RECIPIENT } from '../partner-addresses/proven-partner-address.ts';
import { composeWebhookDisabledMail } from '../webhooks/compose-webhook-disabled-mail.ts';
import type { ClaimedMail, OutboxKind } from './claim-due-mail.ts';

import type { Composition } from './composition.ts';

interface AlertRow {
  id: string;
  email: string;
  rate_type: RateType;
  /** The series the alert watches (for a rate alert, also its observation's). */
  series_id: string;
  threshold: string;
  direction: AlertDirection;
  status: string;
  form_id: string | null;
  kind: AlertKind;
  inputs: unknown;
  rearm_margin: string | null;
}

async function loadAlert(db: DatabaseExecutor, alertId: string): Promise<AlertRow | undefined> {
  const [row] = await queryRows<AlertRow>(
    db,
    sql`SELECT id, email, rate_type, series_id, threshold::text AS threshold, direction, status, form_id, kind, inputs,
               rearm_margin::text AS rearm_margin
          FROM alerts WHERE id = ${alertId}::uuid`,
  );
  return row;
}

function alertFields(row: AlertRow) {
  return {
    id: row.id,
    email: row.email,
    rateType: row.rate_type,
    seriesId: row.series_id,
    threshold: row.threshold,
    direction: row.direction,
    kind: row.kind,
    inputs: alertInputsOf(row.kind, row.inputs),
    rearmMargin: row.rearm_margin,
  };
}

interface RateAlertRow extends AlertRow {
  outbox_id: string;
  observed_on: string;
  value: string;
  previous_value: string | null;
  mailed_today: boolean;
}

/** Midnight UTC after `now`: the day an alert mail already went out on is over then. */
function nextUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/**
 * All the rate-alert mails of a claim with one query for each alert, its observation and the
 * value before it, plus one per partner form among them for its branding. (A query per mail made
 * the database round trips, not SMTP, the limit on mails per second.)
 *
 * Never more than one alert mail per person per day: a person's rows in the claim (the claim takes
 * all of them together, see claim-due-mail.ts) become one mail, sent from the first row and
 * recording the others; if an alert mail already went to the person today (UTC), they wait for
 * tomorrow, and whatever else fires meanwhile joins them. Alerts from different partners' forms
 * are not mixed in one mail (each carries its partner's name and reply-to).
 */
async function composeRateAlerts(
  db: DatabaseExecutor,
  settings: MailSettings,
  claimed: readonly ClaimedMail[],
  now: Date,
): Promise<Map<number, Composition>> {
  const wanted = claimed.filter((row) => row.alertId !== null && row.observationId !== null);
  const rows =
    wanted.length === 0
      ? []
      : await queryRows<RateAlertRow>(
          db,
          sql`SELECT c.outbox_id::text AS outbox_id,
                     a.id, a.email, a.rate_type, a.threshold::text AS threshold, a.direction, a.status, a.form_id,
                     a.kind, a.inputs, a.rearm_margin::text AS rearm_margin,
                     o.series_id, o.observed_on::text AS observed_on,
                     -- The value the alert fired on, even if FRED revised it since.
                     coalesce(f.observed_value, o.value)::text AS value,
                     (SELECT p.value::text FROM rate_observations p
                       WHERE p.series_id = o.series_id AND p.observed_on < o.observed_on
                       ORDER BY p.observed_on DESC LIMIT 1) AS previous_value,
                     -- By alerts_email_idx (live alerts) and mail_outbox_alert_sent_idx: a few index probes.
                     EXISTS (SELECT 1 FROM alerts mine JOIN mail_outbox sent ON sent.alert_id = mine.id
                              WHERE mine.email = a.email AND mine.status <> 'unsubscribed'
                                AND sent.status = 'sent' AND sent.kind = 'rate_alert'
                                AND sent.sent_at >= ${nextUtcDay(now).toISOString()}::timestamptz - interval '1 day')
                       AS mailed_today
                FROM unnest(${arrayLiteral(wanted.map((row) => row.id))}::bigint[],
                            ${arrayLiteral(wanted.map((row) => row.alertId as string))}::uuid[],
                            ${arrayLiteral(wanted.map((row) => row.observationId as number))}::bigint[])
                       AS c(outbox_id, alert_id, observation_id)
                JOIN alerts a ON a.id = c.alert_id
                JOIN rate_observations o ON o.id = c.observation_id
                LEFT JOIN alert_fanouts f ON f.observation_id = c.observation_id
               ORDER BY c.outbox_id`,
        );
  const formIds = [...new Set(rows.flatMap((row) => (row.form_id ? [row.form_id] : [])))];
  const branding = new Map(
    await Promise.all(
      formIds.map(async (formId) => [formId, await partnerBrandingForForm(db, formId)] as const),
    ),
  );
  const groups = new Map<string, RateAlertRow[]>();
  for (const row of rows) {
    if (row.status !== 'active') continue;
    const key = `${row.email}\n${row.form_id ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const compositions = new Map<number, Composition>();
  for (const [first, ...others] of groups.values()) {
    if (first.mailed_today) {
      for (const row of [first, ...others]) {
        compositions.set(Number(row.outbox_id), {
          action: 'defer',
          until: nextUtcDay(now),
          reason: 'an alert mail already went to this address today',
        });
      }
      continue;
    }
    const partner = first.form_id ? branding.get(first.form_id) : undefined;
    const input = (row: RateAlertRow) => ({
      alert: alertFields(row),
      observation: {
        seriesId: row.series_id,
        date: row.observed_on,
        value: row.value,
        previousValue: row.previous_value,
      },
      partner,
    });
    compositions.set(Number(first.outbox_id), {
      action: 'send',
      mail: rateAlertMail(settings, input(first), ...others.map(input)),
      alsoRecords: others.map((row) => Number(row.outbox_id)),
    });
    for (const row of others) {
      compositions.set(Number(row.outbox_id), { action: 'merged', into: Number(first.outbox_id) });
    }
  }
  return compositions;
}

/**
 * Why a lead's confirmation may not go out (see admit-lead-confirmation.ts): its partner is closed,
 * the address had a lead confirmation today, or a daily cap of the partner's plan is reached.
 */
async function leadConfirmationRefusal(
  db: DatabaseExecutor,
  claimed: ClaimedMail,
  email: string,
  formId: string,
  now: Date,
): Promise<string | undefined> {
  const [partner] = await queryRows<{
    id: string;
    closed: boolean;
  }>(
    db,
    sql`SELECT p.id::text AS id, p.closed_at IS NOT NULL AS closed
          FROM forms f JOIN partners p ON p.id = f.partner_id WHERE f.id = ${formId}`,
  );
  if (!partner || partner.closed) return 'the form’s partner account is closed';
  const admission = await admitLeadConfirmation(db, {
    outboxId: claimed.id,
    email,
    formId,
    partnerId: partner.id,
    caps: await leadConfirmationCaps(db, partner.id, now),
    now,
  });
  if (admission === 'repeat_today') return 'a lead confirmation already went to this address today';
  if (admission === 'capped') return 'the daily cap of lead confirmation mails is reached';
  return undefined;
}

async function composeConfirmation(
  db: DatabaseExecutor,
  settings: MailSettings,
  claimed: ClaimedMail,
  now: Date,
): Promise<Composition> {
  const alert = claimed.alertId ? await loadAlert(db, claimed.alertId) : undefined;
  if (alert?.status !== 'pending')
    return { action: 'cancel', reason: 'alert is no longer awaiting confirmation' };
  if (alert.form_id) {
    const refusal = await leadConfirmationRefusal(db, claimed, alert.email, alert.form_id, now);
    if (refusal) return { action: 'cancel', reason: refusal };
  }
  const partner = alert.form_id ? await partnerBrandingForForm(db, alert.form_id) : undefined;
  return {
    action: 'send',
    mail: alertConfirmationMail(settings, { alert: alertFields(alert), partner }, now),
  };
}

interface LeadRow {
  form_name: string;
  business_name: string;
  /** Null when the partner is closed. */
  partner_email: string | null;
  name: string;
  email: string;
  phone: string | null;
  rate_type: RateType;
  series_id: string;
  target_rate: string;
  direction: AlertDirection;
  alert_kind: 'rate' | 'refinance' | 'payment';
  alert_inputs: unknown;
  page_url: string | null;
  created_at: Date | string;
}

async function composePartnerLead(
  db: DatabaseExecutor,
  settings: MailSettings,
  claimed: ClaimedMail,
): Promise<Composition> {
  const [lead] = claimed.leadId
    ? await queryRows<LeadRow>(
        db,
        // Only to an address the partner proved (proven-partner-address.ts): never one merely typed in.
        sql`SELECT f.name AS form_name, f.business_name, ${LEAD_MAIL_RECIPIENT} AS partner_email,
                   l.name, l.email, l.phone, l.rate_type, l.series_id, l.target_rate::text AS target_rate, l.direction,
                   l.alert_kind, l.alert_inputs, l.page_url, l.created_at
              FROM leads l JOIN forms f ON f.id = l.form_id JOIN partners p ON p.id = l.partner_id
              LEFT JOIN users u ON u.id = p.user_id
             WHERE l.id = ${claimed.leadId}::uuid`,
      )
    : [];
  if (!lead) return { action: 'cancel', reason: 'lead no longer exists' };
  if (!lead.partner_email) return { action: 'cancel', reason: 'the partner account is closed' };
  return {
    action: 'send',
    mail: partnerLeadMail(settings, {
      partnerEmail: lead.partner_email,
      businessName: lead.business_name,
      formName: lead.form_name,
      lead: {
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        rateType: lead.rate_type,
        seriesId: lead.series_id,
        targetRate: lead.target_rate,
        direction: lead.direction,
        alertInputs: alertInputsOf(lead.alert_kind, lead.alert_inputs),
        pageUrl: lead.page_url,
        createdAt: new Date(lead.created_at),
      },
    }),
  };
}

/**
 * Sign-in and email-change mails. The link token and code are derived from the challenge id, so
 * the outbox row holds nothing secret; a challenge used, superseded or expired before its mail
 * went out is not sent at all.
 */
async function composeChallengeMail(
  db: DatabaseExecutor,
  settings: MailSettings,
  claimed: ClaimedMail,
  now: Date,
): Promise<Composition> {
  const [challenge] = claimed.challengeId
    ? await queryRows<{ email: string; next_path: string | null }>(
        db,
        sql`SELECT email, next_path FROM auth_challenges
             WHERE id = ${claimed.challengeId}::uuid AND used_at IS NULL AND expires_at > ${now.toISOString()}::timestamptz`,
      )
    : [];
  if (!challenge || !claimed.challengeId)
    return { action: 'cancel', reason: 'challenge was used, superseded or expired' };
  const linkToken = challengeLinkToken(settings.secret, claimed.challengeId);
  const mail =
    claimed.kind === 'sign_in'
      ? signInMail(settings, {
          email: challenge.email,
          linkToken,
          code: challengeCode(settings.secret, claimed.challengeId),
          nextPath: challenge.next_path,
        })
      : emailChangeMail(settings, { email: challenge.email, linkToken });
  return { action: 'send', mail };
}

const NO_LONGER_ACTIVE: Composition = { action: 'cancel', reason: 'alert is no longer active' };

/**
 * Renders claimed outbox rows from the current database state, in claim order. Rendering at send
 * time (not at enqueue time) keeps the fan-out a bare INSERT ... SELECT and lets an unsubscribe
 * made after the enqueue still stop the mail. Rate alerts, the bulk, are loaded in one query;
 * confirmations and lead notices one by one.
 */
export async function composeOutboxMails(
  db: DatabaseExecutor,
  settings: MailSettings,
  claimed: readonly ClaimedMail[],
  now: Date,
): Promise<Composition[]> {
  const rateAlerts = await composeRateAlerts(
    db,
    settings,
    claimed.filter((row) => row.kind === 'rate_alert'),
    now,
  );
  const composed = await Promise.all(claimed.map((row) => composeOne(db, settings, row, now, rateAlerts)));
  // Suppressed addresses (bounced, complained) before the budget: a mail not sent spends none of it.
  const suppressions = await suppressionsOf(
    db,
    composed.flatMap((composition) => (composition.action === 'send' ? [composition.mail.to] : [])),
  );
  return Promise.all(
    claimed.map(async (row, index) => {
      const composition = unlessSuppressed(row.kind, composed[index], suppressions);
      return OUTBOX_COUNTED_MAIL_KINDS.has(row.kind)
        ? withinRecipientBudget(db, composition, now)
        : composition;
    }),
  );
}

/** A mail to a suppressed address becomes `suppress` when the suppression stops its kind. */
function unlessSuppressed(
  kind: OutboxKind,
  composition: Composition,
  suppressions: Map<string, Suppression>,
): Composition {
  if (composition.action !== 'send') return composition;
  const suppression = suppressions.get(canonicalEmail(composition.mail.to));
  if (!suppression || !suppressionStops(suppression.reason, kind)) return composition;
  return {
    action: 'suppress',
    reason: `address suppressed (${suppression.reason.replace('_', ' ')}): ${suppression.detail}`,
    alsoRecords: composition.alsoRecords,
  };
}

/**
 * Requested mail to addresses nobody has proven, counted against the recipient's hourly budget
 * (mail/recipient-mail-budget.ts) just before sending; sign_in and email_change were counted by
 * their routes, which can answer 429.
 */
const OUTBOX_COUNTED_MAIL_KINDS: ReadonlySet<OutboxKind> = new Set<OutboxKind>([
  'alert_confirmation',
  'alert_plan_limit',
  'newsletter_confirmation',
  'install_instructions',
  'partner_address_confirmation',
]);

const OVER_RECIPIENT_BUDGET: Composition = {
  action: 'cancel',
  reason: `the address had ${RECIPIENT_MAIL_BUDGET.limit} requested mails in the last hour`,
};

/** A requested mail goes out only within its address's hourly budget (mail/recipient-mail-budget.ts). */
async function withinRecipientBudget(db: DatabaseExecutor, composition: Composition, now: Date) {
  if (composition.action !== 'send') return composition;
  return (await takeRecipientMail(db, composition.mail.to, now)) ? composition : OVER_RECIPIENT_BUDGET;
}

function composeOne(
  db: DatabaseExecutor,
  settings: MailSettings,
  row: ClaimedMail,
  now: Date,
  rateAlerts: Map<number, Composition>,
): Promise<Composition> | Composition {
  if (row.kind === 'rate_alert') return rateAlerts.get(row.id) ?? NO_LONGER_ACTIVE;
  if (row.kind === 'alert_confirmation') return composeConfirmation(db, settings, row, now);
  if (row.kind === 'sign_in' || row.kind === 'email_change')
    return composeChallengeMail(db, settings, row, now);
  if (row.kind === 'webhook_disabled') return composeWebhookDisabledMail(db, settings, row);
  if (row.kind === 'install_instructions') return composeInstallInstructionsMail(db, settings, row);
  if (row.kind === 'newsletter_confirmation')
    return composeNewsletterConfirmationMail(db, settings, row, now);
  if (row.kind === 'alert_plan_limit') return composePlanLimitMail(settings, row);
  if (row.kind === 'weekly_digest') return composeWeeklyDigestMail(db, settings, row);
  if (row.kind === 'partner_address_confirmation')
    return composePartnerAddressConfirmationMail(db, settings, row, now);
  if (row.kind === 'lead_confirmation_cap') return composeLeadConfirmationCapMail(db, settings, row, now);
  if (
    row.kind === 'billing_trial_ending' ||
    row.kind === 'billing_payment_failed' ||
    row.kind === 'billing_ended'
  )
    return composeBillingMail(db, settings, row, now);
  return composePartnerLead(db, settings, row);
}
