import { canonicalEmail } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';

/**
 * The person proved the address works again (signed in with a mailed link or code, or confirmed
 * something by mail): a bounce suppression ends, and earlier soft bounces stop counting. A
 * complaint stays: only the person asking for mail again lifts it (liftComplaint).
 */
export async function liftBounceSuppression(db: DatabaseExecutor, address: string): Promise<void> {
  const email = canonicalEmail(address);
  await db.execute(sql`DELETE FROM mail_suppressions WHERE email = ${email} AND reason <> 'complaint'`);
  await db.execute(sql`DELETE FROM mail_bounce_reports WHERE email = ${email} AND kind = 'soft_bounce'`);
}

/** The signed-in person asked for mail again (account page): any suppression of their address ends. */
export async function liftAnySuppression(db: DatabaseExecutor, address: string): Promise<boolean> {
  const email = canonicalEmail(address);
  await db.execute(sql`DELETE FROM mail_bounce_reports WHERE email = ${email} AND kind = 'soft_bounce'`);
  const removed = await queryRows<{ email: string }>(
    db,
    sql`DELETE FROM mail_suppressions WHERE email = ${email} RETURNING email`,
  );
  return removed.length > 0;
}
