import { randomUUID } from 'node:crypto';
import { paymentThresholdRate, refinanceThresholdRate } from '@mrn/sdk/finance';
import { type LeadSubmission, seriesForLoan } from '@mrn/sdk/schemas';
import type { Logger } from 'pino';
import {
  type AlertRequestRow,
  alertRequestParameters,
  alertRequestStatement,
  type LeadAlertInputs,
  type NewAlert,
  NO_RATE_MEETS_PAYMENT_TARGET,
  NO_RATE_MEETS_REFINANCE_RULE,
  runAlertStatement,
} from '../alerts/index.ts';
import type { DatabaseExecutor } from '../db/client.ts';
import type { FormRecord } from '../forms/index.ts';
import { ApiFailure } from '../http/errors.ts';
import { consentOfSubmission, type LeadClient } from '../lead-consent/index.ts';
import { enqueueLeadEvents } from '../webhooks/index.ts';

/** Campaign context is optional to callers other than the route (seeds, tests). */
type CampaignOptional<Lead> = Omit<Lead, 'gclid' | 'hiddenFields'> &
  Partial<Pick<LeadSubmission, 'gclid' | 'hiddenFields'>>;

/** A validated lead form submission: the output of the shared lead schema (a rate lead's kind may be left out). */
export type StorableLead =
  | (CampaignOptional<Omit<Extract<LeadSubmission, { alertKind: 'rate' }>, 'alertKind'>> & {
      alertKind?: 'rate';
    })
  | CampaignOptional<Extract<LeadSubmission, { alertKind: 'refinance' }>>
  | CampaignOptional<Extract<LeadSubmission, { alertKind: 'payment' }>>;

export interface StoredLead {
  leadId: string;
  alertId: string | null;
  /** False when the same address, form and target came within LEAD_DUPLICATE_WINDOW_MS: leadId is the first lead's. */
  created: boolean;
}

/**
 * The alert a lead asks for: its target and direction, or for a refinance rule or a payment target
 * the highest rate meeting it (a 422 when no rate can), which fires as the rate falls to it.
 */
function leadAlertRule(lead: StorableLead): Pick<NewAlert, 'threshold' | 'direction' | 'derivedFrom'> {
  if (lead.alertKind !== 'refinance' && lead.alertKind !== 'payment') {
    return { threshold: lead.targetRate, direction: lead.direction };
  }
  const derivedFrom: LeadAlertInputs =
    lead.alertKind === 'refinance'
      ? { kind: 'refinance', inputs: lead.refinance }
      : { kind: 'payment', inputs: lead.payment };
  const threshold =
    derivedFrom.kind === 'refinance'
      ? refinanceThresholdRate(derivedFrom.inputs)
      : paymentThresholdRate(derivedFrom.inputs);
  if (threshold === null) {
    // Beside the field the visitor would change: the saving asked for, or the payment target.
    const [field, message] =
      derivedFrom.kind === 'refinance'
        ? ['refinance.minMonthlySaving', NO_RATE_MEETS_REFINANCE_RULE]
        : ['payment.targetMonthlyPayment', NO_RATE_MEETS_PAYMENT_TARGET];
    throw new ApiFailure(422, 'validation_failed', message, { [field]: message });
  }
  return { threshold, direction: 'below', derivedFrom };
}

/** A submit repeating one this recent (same address, form and target) is the same lead: one lead, one mail. */
export const LEAD_DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

const storeLeadStatement = alertRequestStatement(
  'mrn_store_lead',
  {
    partnerId: 'uuid',
    name: 'text',
    /** The address as the person typed it (the alert stores alertEmail of it). */
    submittedEmail: 'text',
    phone: 'text',
    consent: 'boolean',
    pageUrl: 'text',
    utm: 'jsonb',
    gclid: 'text',
    hiddenFields: 'jsonb',
    /** The kind the visitor chose ('rate', 'refinance', 'payment'), as `kind`; its inputs as `inputs`. */
    leadAlertKind: 'text',
    /** Claims older than this are stale: the submit stores a new lead. */
    duplicateSince: 'timestamptz',
    /** The consent record (src/lead-consent/): the wording shown, its SHA-256, the form version, the client. */
    consentText: 'text',
    consentSha256: 'text',
    formSettingsVersion: 'integer',
    ipAddress: 'text',
    userAgent: 'text',
  },
  (p, alert) => `
WITH ${alert.ctes},
  -- The address, form and target claim this lead unless a recent lead holds them (a repeated
  -- submit). The upsert waits for a parallel submit holding the row and answers its newest version.
  lead_claim AS (
    INSERT INTO lead_submission_claims AS claimed
                (form_id, email, rate_type, series_id, target_rate, direction, lead_id, claimed_at)
    SELECT ${p.formId}, ${p.email}, ${p.rateType}, ${p.seriesId}, ${p.threshold}, ${p.direction}, ${p.leadId}, ${p.now}
      FROM decision
     WHERE ${alert.settled}
    ON CONFLICT (form_id, email, series_id, target_rate, direction) DO UPDATE
       SET lead_id = CASE WHEN claimed.claimed_at > ${p.duplicateSince} THEN claimed.lead_id ELSE excluded.lead_id END,
           claimed_at = CASE WHEN claimed.claimed_at > ${p.duplicateSince} THEN claimed.claimed_at ELSE excluded.claimed_at END
    RETURNING lead_id
  ),
  -- Rule 4: the lead and its partner's mail, whatever was decided for the alert, once it stands.
  lead AS (
    INSERT INTO leads (id, form_id, partner_id, name, email, phone, rate_type, series_id, target_rate, direction,
                       consent, page_url, utm, gclid, hidden_fields, alert_kind, alert_inputs, alert_id, created_at)
    SELECT ${p.leadId}, ${p.formId}, ${p.partnerId}, ${p.name}, ${p.submittedEmail}, ${p.phone}, ${p.rateType},
           ${p.seriesId},
           ${p.threshold}, ${p.direction}, ${p.consent}, ${p.pageUrl}, ${p.utm}, ${p.gclid}, ${p.hiddenFields},
           ${p.leadAlertKind}, ${p.inputs}, ${alert.alertId}, ${p.now}
      FROM decision, lead_claim
     WHERE lead_claim.lead_id = ${p.leadId}
    RETURNING id
  ),
  lead_mail AS (
    INSERT INTO mail_outbox (kind, lead_id, next_attempt_at, created_at)
    SELECT 'partner_lead', lead.id, ${p.now}, ${p.now} FROM lead
  ),
  -- The lead's consent record, in the same statement (a lead cannot commit without one: migration
  -- 0031). The wording is stored once per distinct text; the foreign key is checked at statement end.
  consent_text AS (
    INSERT INTO consent_texts (sha256, text, created_at)
    SELECT ${p.consentSha256}, ${p.consentText}, ${p.now} FROM lead
    ON CONFLICT (sha256) DO NOTHING
  ),
  lead_consent AS (
    INSERT INTO lead_consents (lead_id, consent_text_sha256, form_id, form_settings_version, page_url,
                               consented_at, ip_address, user_agent, checked)
    SELECT lead.id, ${p.consentSha256}, ${p.formId}, ${p.formSettingsVersion}, ${p.pageUrl}, ${p.now},
           ${p.ipAddress}, ${p.userAgent}, ${p.consent}
      FROM lead
  )
SELECT ${alert.answerColumns}, (SELECT lead_id FROM lead_claim) AS lead_id,
       -- Whether a lead.created webhook is due: without one (most partners) the lead stays one round trip.
       EXISTS (SELECT 1 FROM webhook_endpoints w
                WHERE w.partner_id = ${p.partnerId} AND w.status = 'active' AND 'lead.created' = ANY (w.events))
         AS lead_webhooks
  FROM decision`,
);

/** The statement's row: the alert decision and the lead that holds the submit (this one or a recent twin). */
type StoreLeadRow = AlertRequestRow & { lead_id: string | null; lead_webhooks: boolean };

/**
 * Stores a lead for the form's partner, creates or reuses its rate alert (double opt-in mail
 * branded for the partner) and queues the partner's "new lead" mail, atomically: an acknowledged
 * lead always has its mails queued. The alert follows the rules of src/alerts/alert-rules.ts; when
 * the address is at its plan limit the lead is still stored (the partner wants it), without an
 * alert. The same address, form and target again within LEAD_DUPLICATE_WINDOW_MS stores nothing
 * and answers the first lead (`created: false`), also when the submits run in parallel. One
 * database round trip (src/alerts/alert-statement.ts), which also writes the lead's consent record
 * (src/lead-consent/consent-of-submission.ts).
 */
export async function storeLead(
  db: DatabaseExecutor,
  form: Pick<FormRecord, 'id' | 'partnerId' | 'businessName' | 'settingsVersion'>,
  submission: StorableLead,
  options: { now: Date; logger: Logger; client?: LeadClient },
): Promise<StoredLead> {
  const leadId = randomUUID();
  const alert = alertRequestParameters(
    {
      email: submission.email,
      // The program's series at the chosen term; FHA, VA, USDA and jumbo have a 30-year series only.
      seriesId: seriesForLoan({ program: submission.program ?? 'conforming', term: submission.rateType }).id,
      ...leadAlertRule(submission),
      formId: form.id,
      leadId,
    },
    options.now,
  );
  const outcome = (await runAlertStatement(
    db,
    storeLeadStatement,
    {
      ...alert,
      partnerId: form.partnerId,
      name: submission.name,
      submittedEmail: submission.email,
      phone: submission.phone,
      consent: submission.consent,
      pageUrl: submission.pageUrl,
      utm: submission.utm === null ? null : JSON.stringify(submission.utm),
      gclid: submission.gclid ?? null,
      hiddenFields: submission.hiddenFields ? JSON.stringify(submission.hiddenFields) : null,
      leadAlertKind: submission.alertKind ?? 'rate',
      duplicateSince: new Date(options.now.getTime() - LEAD_DUPLICATE_WINDOW_MS).toISOString(),
      ...consentOfSubmission(form, options.client ?? { ipAddress: null, userAgent: null }),
    },
    { inBatches: true },
  )) as StoreLeadRow;
  const alertId = outcome.action === 'create' ? alert.newAlertId : outcome.existing_id;
  // A settled statement always claimed; a repeated submit answers with the lead it repeats.
  if (outcome.lead_id !== null && outcome.lead_id !== leadId) {
    return { leadId: outcome.lead_id, alertId, created: false };
  }
  // Webhook lead.created, when the partner has an endpoint for it: right after the one-statement
  // insert (in the caller's transaction if any).
  if (outcome.lead_webhooks) await enqueueLeadEvents(db, 'lead.created', { leadIds: [leadId] }, options.now);
  if (outcome.action === 'refuse') {
    options.logger.info({ leadId, formId: form.id }, 'lead stored without a new alert: plan limit reached');
  }
  return { leadId, alertId, created: true };
}
