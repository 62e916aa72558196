import { sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../db/client.ts';

const REASON = 'the partner account was deleted';

/**
 * A deleted account's partner profile stops acting on the account's behalf, in the caller's
 * transaction: the partner is marked closed, its API keys are revoked, its forms disabled (the
 * widget shows its "not available" state and leads answer 404), its webhook endpoint stopped with
 * its deliveries, the addresses it confirmed forgotten, and every mail still waiting for it
 * cancelled (new-lead and install mail, notices about the account, and the confirmations of leads
 * from its forms, which would be sent in its name). Leads and forms stay: the privacy policy keeps
 * them as the partner's business record.
 */
export async function closePartnerOfUser(tx: DatabaseExecutor, userId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await tx.execute(
    sql`WITH closed AS (
          UPDATE partners SET closed_at = ${at}::timestamptz
           WHERE user_id = ${userId}::uuid AND closed_at IS NULL
          RETURNING id
        ),
        keys AS (
          UPDATE partner_api_keys SET revoked_at = ${at}::timestamptz
           WHERE partner_id IN (SELECT id FROM closed) AND revoked_at IS NULL
        ),
        disabled_forms AS (
          UPDATE forms SET status = 'disabled', updated_at = ${at}::timestamptz
           WHERE partner_id IN (SELECT id FROM closed) AND status = 'active'
        ),
        endpoints AS (
          UPDATE webhook_endpoints SET status = 'disabled', disabled_at = ${at}::timestamptz,
                 disabled_reason = ${REASON}
           WHERE partner_id IN (SELECT id FROM closed)
          RETURNING id
        ),
        deliveries AS (
          UPDATE webhook_deliveries SET status = 'failed', last_error = ${REASON}
           WHERE endpoint_id IN (SELECT id FROM endpoints) AND status IN ('pending', 'sending')
        ),
        addresses AS (
          DELETE FROM partner_mail_addresses WHERE partner_id IN (SELECT id FROM closed) RETURNING id
        )
        UPDATE mail_outbox m SET status = 'cancelled', last_error = ${REASON}
         WHERE m.status IN ('pending', 'sending')
           AND (m.partner_id IN (SELECT id FROM closed)
                OR m.partner_address_id IN (SELECT id FROM addresses)
                OR m.webhook_endpoint_id IN (SELECT id FROM endpoints)
                OR m.lead_id IN (SELECT l.id FROM leads l WHERE l.partner_id IN (SELECT id FROM closed))
                OR m.install_request_id IN (SELECT r.id FROM install_instruction_requests r
                                             WHERE r.partner_id IN (SELECT id FROM closed))
                OR (m.kind = 'alert_confirmation'
                    AND m.alert_id IN (SELECT a.id FROM alerts a JOIN forms f ON f.id = a.form_id
                                        WHERE f.partner_id IN (SELECT id FROM closed))))`,
  );
}
