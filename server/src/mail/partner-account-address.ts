import { sql } from 'drizzle-orm';

/**
 * Where mail about a partner's own account goes (its webhook, its install requests): the profile's
 * reply-to address, else the signed-in account's, else the partner's contact address. One rule for
 * every such mail; the query names the partner `p` and LEFT JOINs its account as `u`.
 */
export const PARTNER_ACCOUNT_ADDRESS = sql`coalesce(p.reply_to_email, u.email, p.email)`;
