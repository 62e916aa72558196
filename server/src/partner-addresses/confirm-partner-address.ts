import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import { CONFIRMATION_LINK_LIFETIME_MS } from '../mail/alert-links.ts';

export type PartnerAddressConfirmOutcome = 'confirmed' | 'already_confirmed' | 'not_found';

/**
 * The owner of an address pressed Confirm: the partner may mail it from now on (new-lead mail of
 * forms naming it, install instructions), and install instructions that waited for it, asked for
 * within the link's lifetime, are queued now, one mail per form. A closed partner's addresses are gone.
 */
export async function confirmPartnerAddress(
  db: DatabaseExecutor,
  addressId: string,
  now: Date,
): Promise<PartnerAddressConfirmOutcome> {
  const moment = now.toISOString();
  const waitedSince = new Date(now.getTime() - CONFIRMATION_LINK_LIFETIME_MS).toISOString();
  const confirmed = await queryRows<{ id: string }>(
    db,
    sql`WITH confirmed AS (
          UPDATE partner_mail_addresses a SET confirmed_at = ${moment}::timestamptz
            FROM partners p
           WHERE a.id = ${addressId}::uuid AND a.confirmed_at IS NULL
             AND p.id = a.partner_id AND p.closed_at IS NULL
          RETURNING a.id, a.partner_id, a.email
        ),
        waiting AS (
          UPDATE install_instruction_requests r SET mail_queued_at = ${moment}::timestamptz
            FROM confirmed c
           WHERE r.partner_id = c.partner_id AND lower(trim(r.developer_email)) = c.email
             AND r.mail_queued_at IS NULL AND r.created_at > ${waitedSince}::timestamptz
          RETURNING r.id, r.form_id, r.created_at
        ),
        -- Asked again while waiting: the newest request per form is the one mail (snippets are rendered current).
        queued AS (
          INSERT INTO mail_outbox (kind, install_request_id, next_attempt_at, created_at)
          SELECT DISTINCT ON (form_id) 'install_instructions', id, ${moment}::timestamptz, ${moment}::timestamptz
            FROM waiting ORDER BY form_id, created_at DESC
        )
        SELECT id::text AS id FROM confirmed`,
  );
  if (confirmed.length > 0) return 'confirmed';
  const existing = await queryRows<{ id: string }>(
    db,
    sql`SELECT a.id::text AS id FROM partner_mail_addresses a JOIN partners p ON p.id = a.partner_id
         WHERE a.id = ${addressId}::uuid AND p.closed_at IS NULL`,
  );
  return existing.length > 0 ? 'already_confirmed' : 'not_found';
}
