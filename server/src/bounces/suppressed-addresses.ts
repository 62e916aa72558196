import { canonicalEmail } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { arrayLiteral } from '../db/array-literal.ts';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import type { SuppressionReason } from './suppression-policy.ts';

export interface Suppression {
  email: string;
  reason: SuppressionReason;
  /** What the receiving server said, e.g. "550 5.1.1 user unknown". */
  detail: string;
  suppressedAt: Date;
}

interface SuppressionRow {
  email: string;
  reason: SuppressionReason;
  detail: string;
  suppressed_at: Date | string;
}

const fromRow = (row: SuppressionRow): Suppression => ({
  email: row.email,
  reason: row.reason,
  detail: row.detail,
  suppressedAt: new Date(row.suppressed_at),
});

/** The suppressions of these addresses (in canonical form), one query for a whole outbox batch. */
export async function suppressionsOf(
  db: DatabaseExecutor,
  addresses: readonly string[],
): Promise<Map<string, Suppression>> {
  const wanted = [...new Set(addresses.map(canonicalEmail))];
  if (wanted.length === 0) return new Map();
  const rows = await queryRows<SuppressionRow>(
    db,
    sql`SELECT email, reason, detail, suppressed_at FROM mail_suppressions
         WHERE email = ANY(${arrayLiteral(wanted)}::text[])`,
  );
  return new Map(rows.map((row) => [row.email, fromRow(row)]));
}

export async function suppressionOf(db: DatabaseExecutor, address: string): Promise<Suppression | undefined> {
  return (await suppressionsOf(db, [address])).get(canonicalEmail(address));
}
