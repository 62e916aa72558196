import { type SQL, sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import { OUTBOX_KINDS, type OutboxKind } from '../db/schema/alerts.ts';

// The kinds are defined with the table (db/schema/alerts.ts); the outbox's code names them from here.
export { OUTBOX_KINDS, type OutboxKind };

export interface ClaimedMail {
  id: number;
  kind: OutboxKind;
  alertId: string | null;
  observationId: number | null;
  leadId: string | null;
  /** sign_in and email_change: the auth challenge the mail carries. */
  challengeId: string | null;
  /** webhook_disabled: the endpoint that was disabled. */
  webhookEndpointId: string | null;
  /** install_instructions: the partner's request. */
  installRequestId: string | null;
  /** newsletter_confirmation and alert_plan_limit: the address the mail goes to. */
  recipient: string | null;
  /** partner_address_confirmation: the partner_mail_addresses row to confirm. */
  partnerAddressId: string | null;
  /** lead_confirmation_cap and billing_* mails: the partner they are about. */
  partnerId: string | null;
  /** billing_* mails: what they are about (the trial end, invoice or subscription). */
  billingKey: string | null;
  /** Including this claim. */
  attempts: number;
  lastError: string | null;
}

interface ClaimedRow {
  id: string;
  kind: OutboxKind;
  alert_id: string | null;
  observation_id: string | null;
  lead_id: string | null;
  challenge_id: string | null;
  webhook_endpoint_id: string | null;
  install_request_id: string | null;
  recipient: string | null;
  partner_address_id: string | null;
  partner_id: string | null;
  billing_key: string | null;
  attempts: number;
  last_error: string | null;
}

/**
 * Claims up to `limit` due rows for this worker, plus the pending rows each kind's `claimedWith`
 * takes along with them (a person's other alert mails, so one rate check's alerts go out as one
 * mail: alerts/rate-alert-companions.ts). `FOR UPDATE SKIP LOCKED` lets several workers claim
 * side by side without waiting on or double-claiming each other's rows. A claim is a lease, not a
 * held lock: the row turns `sending` with `next_attempt_at` pushed `leaseMs` ahead and the short
 * transaction commits. If the worker dies before recording the result, the lease runs out and the
 * row is claimed again; a worker that finishes records `sent` (or a retry) long before that.
 */
export async function claimDueMail(
  db: DatabaseExecutor,
  options: { limit: number; leaseMs: number; now: Date; claimedWith?: readonly SQL[] },
): Promise<ClaimedMail[]> {
  const now = options.now.toISOString();
  const companions = options.claimedWith ?? [];
  // One CTE each: a query with FOR UPDATE cannot be a member of a UNION.
  const tableNames = companions.map((_, index) => sql.identifier(`companions_${index}`));
  const companionTables = companions.map((query, index) => sql`, ${tableNames[index]} AS (${query})`);
  const claimedIds = sql.join(
    [sql`SELECT id FROM picked`, ...tableNames.map((name) => sql`SELECT id FROM ${name}`)],
    sql` UNION `,
  );
  const rows = await queryRows<ClaimedRow>(
    db,
    sql`WITH picked AS (
           SELECT id, kind, alert_id FROM mail_outbox
            WHERE status IN ('pending', 'sending') AND next_attempt_at <= ${now}::timestamptz
            ORDER BY next_attempt_at
            LIMIT ${options.limit}
            FOR UPDATE SKIP LOCKED)${sql.join(companionTables)}
        UPDATE mail_outbox m
           SET status = 'sending', attempts = m.attempts + 1,
               next_attempt_at = ${now}::timestamptz + ${options.leaseMs} * interval '1 millisecond'
         WHERE m.id IN (${claimedIds})
        RETURNING m.id::text AS id, m.kind, m.alert_id, m.observation_id::text AS observation_id, m.lead_id,
                  m.challenge_id, m.webhook_endpoint_id, m.install_request_id, m.recipient,
                  m.partner_address_id, m.partner_id, m.billing_key, m.attempts, m.last_error`,
  );
  return rows
    .map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      alertId: row.alert_id,
      observationId: row.observation_id === null ? null : Number(row.observation_id),
      leadId: row.lead_id,
      challengeId: row.challenge_id,
      webhookEndpointId: row.webhook_endpoint_id,
      installRequestId: row.install_request_id,
      recipient: row.recipient,
      partnerAddressId: row.partner_address_id,
      partnerId: row.partner_id,
      billingKey: row.billing_key,
      attempts: row.attempts,
      lastError: row.last_error,
    }))
    .sort((first, second) => first.id - second.id);
}
