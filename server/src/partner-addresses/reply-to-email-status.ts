import type { BusinessEmailStatus } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import { provenStatus } from './proven-partner-address.ts';

/** Whether the partner's reply-to address is set, proven, or waiting for its confirmation link. */
export async function replyToEmailStatus(
  db: DatabaseExecutor,
  partnerId: string,
): Promise<BusinessEmailStatus> {
  const [row] = await queryRows<{ status: BusinessEmailStatus }>(
    db,
    sql`SELECT ${provenStatus(sql`p.reply_to_email`)} AS status
          FROM partners p LEFT JOIN users u ON u.id = p.user_id
         WHERE p.id = ${partnerId}::uuid`,
  );
  return row?.status ?? 'none';
}
