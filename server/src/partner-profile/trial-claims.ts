import { createHmac } from 'node:crypto';
import { canonicalEmail } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';

/** A key of its own, derived from SECRET, so these hashes match no other hash or token of ours. */
const claimKey = (secret: string) => createHmac('sha256', secret).update('trial-claims').digest();

/** The address as trial_claims keeps it: HMAC-SHA256 of its one canonical form (any spelling is one person). */
export function trialClaimHash(secret: string, email: string): string {
  return createHmac('sha256', claimKey(secret)).update(canonicalEmail(email)).digest('hex');
}

/**
 * Claims the free trial for `email`, inside the caller's transaction: true the first time, false
 * when the address had a trial before (in an account deleted since, too: the claim outlives it).
 */
export async function claimTrial(
  db: DatabaseExecutor,
  secret: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const claimed = await queryRows<{ address_hash: string }>(
    db,
    sql`INSERT INTO trial_claims (address_hash, claimed_at)
        VALUES (${trialClaimHash(secret, email)}, ${now.toISOString()}::timestamptz)
        ON CONFLICT (address_hash) DO NOTHING
        RETURNING address_hash`,
  );
  return claimed.length > 0;
}
