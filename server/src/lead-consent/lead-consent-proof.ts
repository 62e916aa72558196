import type { LeadConsentProof } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import { leads } from '../db/schema/index.ts';
import { consentRecordColumn } from './consent-record-column.ts';

/** One lead's proof of consent, when the lead is the partner's (another partner's lead is undefined, as a missing one). */
export async function leadConsentProof(
  db: DatabaseExecutor,
  partnerId: string,
  leadId: string,
): Promise<LeadConsentProof | undefined> {
  const [row] = await queryRows<LeadConsentProof>(
    db,
    sql`SELECT ${leads.id} AS "leadId", ${consentRecordColumn} AS "consentRecord"
          FROM ${leads}
         WHERE ${leads.id} = ${leadId}::uuid AND ${leads.partnerId} = ${partnerId}::uuid`,
  );
  return row;
}
