import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { ALERT_RULE_ARGUMENTS, alertEmail } from '../alerts/create-alert.ts';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import type { FormRecord } from '../forms/form-store.ts';
import type { LeadSubmission } from './lead-submission.ts';

export interface StoredLead {
  leadId: string;
  alertId: string | null;
}

/**
 * Stores a lead for the form's partner, creates its pending rate alert (double opt-in mail
 * branded for the partner) and queues the partner's "new lead" mail, atomically: an acknowledged
 * lead always has its mails queued. When the address is already at its plan limit the lead is
 * still stored (the partner wants it), without a new alert.
 *
 * One round trip: the database function `mrn_store_lead` (migrations/0003) does the work with the
 * same alert rules as createAlert, whose function it calls.
 */
export async function storeLead(
  db: DatabaseExecutor,
  form: Pick<FormRecord, 'id' | 'partnerId'>,
  submission: LeadSubmission,
  options: { now: Date; logger: Logger },
): Promise<StoredLead> {
  const leadId = randomUUID();
  const [stored] = await queryRows<{ alert_id: string | null; alert_status: string }>(
    db,
    sql`SELECT alert_id, alert_status
          FROM mrn_store_lead(${leadId}::uuid, ${form.id}, ${form.partnerId}::uuid, ${submission.name},
                              ${submission.email}, ${alertEmail(submission.email)}, ${submission.phone},
                              ${submission.rateType}, ${submission.targetRate.toFixed(3)}::numeric,
                              ${submission.direction}, ${submission.consent}, ${submission.pageUrl},
                              ${submission.utm === null ? null : JSON.stringify(submission.utm)}::jsonb,
                              ${options.now.toISOString()}::timestamptz, ${ALERT_RULE_ARGUMENTS})`,
  );
  if (stored.alert_status === 'plan_limit') {
    options.logger.info({ leadId, formId: form.id }, 'lead stored without a new alert: plan limit reached');
  }
  return { leadId, alertId: stored.alert_id };
}
