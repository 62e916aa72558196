import type { DatabaseExecutor } from '../db/client.ts';

/**
 * What sign-in needs to know of an account's partner side. Partners sit above auth (their API
 * authenticates with auth's sessions), so the entry points hand this in
 * (partners/partner-side-of-accounts.ts) instead of auth importing the partner features.
 */
export interface PartnerSide {
  /** True when the account runs a partner profile: its session marker and app pages are the console's. */
  isPartner(db: DatabaseExecutor, userId: string): Promise<boolean>;
  /** Revokes every live API key of the account's partner profile ("sign out everywhere" with keys); how many. */
  revokeApiKeys(db: DatabaseExecutor, userId: string): Promise<number>;
}
