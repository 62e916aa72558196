import { randomUUID } from 'node:crypto';
import type { LeadSubmission } from '@mrn/sdk/schemas';
import type { Logger } from 'pino';
import {
  ALERT_PARAMETER_TYPES,
  ALERT_REQUEST_COLUMNS,
  ALERT_REQUEST_SETTLED,
  type AlertRequestRow,
  alertIdOf,
  alertRequestCtes,
  runAlertStatement,
} from '../alerts/alert-statement.ts';
import { alertRequestParameters } from '../alerts/create-alert.ts';
import type { DatabaseExecutor } from '../db/client.ts';
import { preparedStatement } from '../db/prepared-statement.ts';
import type { FormRecord } from '../forms/form-store.ts';
import { enqueueLeadEvents } from '../webhooks/enqueue-webhook-event.ts';

/** A validated lead form submission: the output of the shared lead schema (campaign context optional). */
export type StorableLead = Omit<LeadSubmission, 'gclid' | 'hiddenFields'> &
  Partial<Pick<LeadSubmission, 'gclid' | 'hiddenFields'>>;

export interface StoredLead {
  leadId: string;
  alertId: string | null;
  /** False when the same address, form and target came within LEAD_DUPLICATE_WINDOW_MS: leadId is the first lead's. */
  created: boolean;
}

/** A submit repeating one this recent (same address, form and target) is the same lead: one lead, one mail. */
export const LEAD_DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

const storeLeadStatement = preparedStatement(
  'mrn_store_lead',
  {
    ...ALERT_PARAMETER_TYPES,
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
    /** Claims older than this are stale: the submit stores a new lead. */
    duplicateSince: 'timestamptz',
  },
  (p) => `
WITH ${alertRequestCtes(p)},
  -- The address, form and target claim this lead unless a recent lead holds them (a repeated
  -- submit). The upsert waits for a parallel submit holding the row and answers its newest version.
  lead_claim AS (
    INSERT INTO lead_submission_claims AS claimed
                (form_id, email, rate_type, target_rate, direction, lead_id, claimed_at)
    SELECT ${p.formId}, ${p.email}, ${p.rateType}, ${p.threshold}, ${p.direction}, ${p.leadId}, ${p.now}
      FROM decision
     WHERE ${ALERT_REQUEST_SETTLED}
    ON CONFLICT (form_id, email, rate_type, target_rate, direction) DO UPDATE
       SET lead_id = CASE WHEN claimed.claimed_at > ${p.duplicateSince} THEN claimed.lead_id ELSE excluded.lead_id END,
           claimed_at = CASE WHEN claimed.claimed_at > ${p.duplicateSince} THEN claimed.claimed_at ELSE excluded.claimed_at END
    RETURNING lead_id
  ),
  -- Rule 4: the lead and its partner's mail, whatever was decided for the alert, once it stands.
  lead AS (
    INSERT INTO leads (id, form_id, partner_id, name, email, phone, rate_type, target_rate, direction, consent,
                       page_url, utm, gclid, hidden_fields, alert_id, created_at)
    SELECT ${p.leadId}, ${p.formId}, ${p.partnerId}, ${p.name}, ${p.submittedEmail}, ${p.phone}, ${p.rateType},
           ${p.threshold}, ${p.direction}, ${p.consent}, ${p.pageUrl}, ${p.utm}, ${p.gclid}, ${p.hiddenFields},
           ${alertIdOf(p)}, ${p.now}
      FROM decision, lead_claim
     WHERE lead_claim.lead_id = ${p.leadId}
    RETURNING id
  ),
  lead_mail AS (
    INSERT INTO mail_outbox (kind, lead_id, next_attempt_at, created_at)
    SELECT 'partner_lead', lead.id, ${p.now}, ${p.now} FROM lead
  )
SELECT ${ALERT_REQUEST_COLUMNS}, (SELECT lead_id FROM lead_claim) AS lead_id FROM decision`,
);

/** The statement's row: the alert decision and the lead that holds the submit (this one or a recent twin). */
type StoreLeadRow = AlertRequestRow & { lead_id: string | null };

/**
 * Stores a lead for the form's partner, creates or reuses its rate alert (double opt-in mail
 * branded for the partner) and queues the partner's "new lead" mail, atomically: an acknowledged
 * lead always has its mails queued. The alert follows the rules of src/alerts/alert-rules.ts; when
 * the address is at its plan limit the lead is still stored (the partner wants it), without an
 * alert. The same address, form and target again within LEAD_DUPLICATE_WINDOW_MS stores nothing
 * and answers the first lead (`created: false`), also when the submits run in parallel. One
 * database round trip (src/alerts/alert-statement.ts).
 */
export async function storeLead(
  db: DatabaseExecutor,
  form: Pick<FormRecord, 'id' | 'partnerId'>,
  submission: StorableLead,
  options: { now: Date; logger: Logger },
): Promise<StoredLead> {
  const leadId = randomUUID();
  const alert = alertRequestParameters(
    {
      email: submission.email,
      rateType: submission.rateType,
      threshold: submission.targetRate,
      direction: submission.direction,
      formId: form.id,
      leadId,
    },
    options.now,
  );
  const outcome = (await runAlertStatement(db, storeLeadStatement, {
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
    duplicateSince: new Date(options.now.getTime() - LEAD_DUPLICATE_WINDOW_MS).toISOString(),
  })) as StoreLeadRow;
  const alertId = outcome.action === 'create' ? alert.newAlertId : outcome.existing_id;
  // A settled statement always claimed; a repeated submit answers with the lead it repeats.
  if (outcome.lead_id !== null && outcome.lead_id !== leadId) {
    return { leadId: outcome.lead_id, alertId, created: false };
  }
  // Webhook lead.created: right after the one-statement insert (in the caller's transaction if any).
  await enqueueLeadEvents(db, 'lead.created', { leadIds: [leadId] }, options.now);
  if (outcome.action === 'refuse') {
    options.logger.info({ leadId, formId: form.id }, 'lead stored without a new alert: plan limit reached');
  }
  return { leadId, alertId, created: true };
}
