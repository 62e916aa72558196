import { type SQL, sql } from 'drizzle-orm';

/**
 * The address a partner's account proved it owns: the signed-in account's (proved by its sign-in
 * mail, and by the change mail when it changed), else, for a partner made by `partner:create`, the
 * address the operator gave. Null once the partner is closed (its account deleted). The query names
 * the partner `p` and LEFT JOINs its account as `u`. Not the profile's reply-to address: nobody
 * proved that one.
 */
export const PARTNER_PROVEN_ADDRESS = sql`(CASE WHEN p.closed_at IS NULL THEN coalesce(u.email, p.email) END)`;

/**
 * Whether `email` is an address partner `p` proved: its account's, or one confirmed through the
 * link mailed to it (partner_mail_addresses). Compared canonical (trimmed, lower-cased).
 */
export function isProvenPartnerAddress(email: SQL): SQL {
  return sql`(p.closed_at IS NULL AND (
      lower(trim(${email})) = lower(${PARTNER_PROVEN_ADDRESS})
      OR EXISTS (SELECT 1 FROM partner_mail_addresses proven
                  WHERE proven.partner_id = p.id AND proven.email = lower(trim(${email}))
                    AND proven.confirmed_at IS NOT NULL)))`;
}

/** `address` (a column the partner typed) once proven, else `fallback`. Names `p` and `u` as above. */
function provenOr(address: SQL, fallback: SQL): SQL {
  return sql`(CASE WHEN ${address} IS NOT NULL AND ${isProvenPartnerAddress(address)} THEN ${address}
    ELSE ${fallback} END)`;
}

/** Where a typed address stands (BusinessEmailStatus): 'none', 'confirmed' or 'awaiting_confirmation'. */
export function provenStatus(address: SQL): SQL {
  return sql`(CASE WHEN ${address} IS NULL THEN 'none'
    WHEN ${isProvenPartnerAddress(address)} THEN 'confirmed'
    ELSE 'awaiting_confirmation' END)`;
}

/**
 * Where a form's new-lead mail goes: its business email once proven, else the account's address;
 * null for a closed partner. The query names the form `f`, its partner `p` and account `u`.
 */
export const LEAD_MAIL_RECIPIENT = provenOr(sql`f.business_email`, PARTNER_PROVEN_ADDRESS);

/**
 * A form's business email as the public sees it (GET /api/forms/{id}): only once proven, else null,
 * so a form cannot show visitors an address its partner merely typed. Names `f`, `p` and `u` as above.
 */
export const FORM_PUBLIC_BUSINESS_EMAIL = provenOr(sql`f.business_email`, sql`NULL`);

/**
 * Where a partner's own account mail goes (its webhook, its requests) and where replies to mail in
 * its name go: the profile's reply-to address once proven, else the account's proven address; null
 * for a closed partner. Nobody is mailed, or answered, at an address the partner only typed. The
 * query names the partner `p` and LEFT JOINs its account as `u`.
 */
export const PARTNER_ACCOUNT_ADDRESS = provenOr(sql`p.reply_to_email`, PARTNER_PROVEN_ADDRESS);

/**
 * Where a form's leads' replies go, and the address printed in its mails: its business email once
 * proven, else the partner's (PARTNER_ACCOUNT_ADDRESS). Names the form `f`, `p` and `u` as above.
 */
export const FORM_REPLY_ADDRESS = provenOr(sql`f.business_email`, PARTNER_ACCOUNT_ADDRESS);
