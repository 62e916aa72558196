import { sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../src/db/client.ts';

/** The partner's owner of `email` has pressed Confirm on its link (partner_mail_addresses), as the page would record it. */
export async function provePartnerAddress(
  db: DatabaseExecutor,
  partnerId: string,
  email: string,
): Promise<void> {
  await db.execute(
    sql`INSERT INTO partner_mail_addresses (partner_id, email, confirmed_at)
        VALUES (${partnerId}::uuid, lower(trim(${email})), now())
        ON CONFLICT (partner_id, email) DO UPDATE SET confirmed_at = now()`,
  );
}
