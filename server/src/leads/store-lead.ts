import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { createAlert } from '../alerts/create-alert.ts';
import { PlanLimitError } from '../alerts/plan-limit.ts';
import type { Database } from '../db/client.ts';
import { leads, mailOutbox } from '../db/schema/index.ts';
import type { FormRecord } from '../forms/form-store.ts';
import type { LeadSubmission } from './lead-submission.ts';

export interface StoredLead {
  leadId: string;
  alertId: string | null;
}

/**
 * Stores a lead for the form's partner, creates its pending rate alert (double opt-in mail
 * branded for the partner) and queues the partner's "new lead" mail, all in one transaction:
 * an acknowledged lead always has its mails queued. When the address is already at its plan
 * limit the lead is still stored (the partner wants it), without a new alert.
 */
export async function storeLead(
  db: Database,
  form: Pick<FormRecord, 'id' | 'partnerId'>,
  submission: LeadSubmission,
  options: { now: Date; logger: Logger },
): Promise<StoredLead> {
  const leadId = randomUUID();
  return db.transaction(async (tx) => {
    let alertId: string | null = null;
    try {
      // createAlert opens a nested transaction (a savepoint), so a refusal leaves the lead intact.
      const alert = await createAlert(
        tx,
        {
          email: submission.email,
          rateType: submission.rateType,
          threshold: submission.targetRate,
          direction: submission.direction,
          formId: form.id,
          leadId,
        },
        { now: options.now },
      );
      alertId = alert.alertId;
    } catch (error) {
      if (!(error instanceof PlanLimitError)) throw error;
      options.logger.info({ leadId, formId: form.id }, 'lead stored without a new alert: plan limit reached');
    }
    await tx.insert(leads).values({
      id: leadId,
      formId: form.id,
      partnerId: form.partnerId,
      name: submission.name,
      email: submission.email,
      phone: submission.phone,
      rateType: submission.rateType,
      targetRate: submission.targetRate.toFixed(3),
      direction: submission.direction,
      consent: submission.consent,
      pageUrl: submission.pageUrl,
      utm: submission.utm,
      alertId,
      createdAt: options.now,
    });
    await tx.insert(mailOutbox).values({ kind: 'partner_lead', leadId, nextAttemptAt: options.now });
    return { leadId, alertId };
  });
}
