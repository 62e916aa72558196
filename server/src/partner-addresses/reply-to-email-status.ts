import type { BusinessEmailStatus } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import { isProvenPartnerAddress } from './proven-partner-address.ts';

/** Whether the partner's reply-to address is set, proven, or waiting for its confirmation link. */
export async function replyToEmailStatus(
  db: DatabaseExecutor,
  partnerId: string,
): Promise<BusinessEmailStatus> {
  const [row] = await queryRows<{ status: BusinessEmailStatus }>(
    db,
    sql`SELECT CASE WHEN p.reply_to_email IS NULL THEN 'none'
                    WHEN ${isProvenPartnerAddress(sql`p.reply_to_email`)} THEN 'confirmed'
                    ELSE 'awaiting_confirmation' END AS status
          FROM partners p LEFT JOIN users u ON u.id = p.user_id
         WHERE p.id = ${partnerId}::uuid`,
  );
  return row?.status ?? 'none';
}
