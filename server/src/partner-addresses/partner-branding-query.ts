import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import type { PartnerBranding } from '../mail/partner-branding.ts';
import { FORM_REPLY_ADDRESS } from './proven-partner-address.ts';

/**
 * The columns of a form's branding, falling back to the partner's own contact details; the address
 * (Reply-To and the footer's) only one the partner proved.
 */
const BRANDING_COLUMNS = sql`f.business_name AS "businessName",
               ${FORM_REPLY_ADDRESS} AS email,
               coalesce(f.business_phone, p.phone) AS phone,
               coalesce(f.business_website, p.website) AS website,
               coalesce(f.licence_id, p.licence_id) AS "licenceId",
               p.equal_housing AS "equalHousing",
               p.logo_url AS "logoUrl"`;

/** The branding of a form's campaign, falling back to the partner's own contact details. */
export async function partnerBrandingForForm(
  db: DatabaseExecutor,
  formId: string,
): Promise<PartnerBranding | undefined> {
  const [row] = await queryRows<PartnerBranding>(
    db,
    sql`SELECT ${BRANDING_COLUMNS}
          FROM forms f JOIN partners p ON p.id = f.partner_id LEFT JOIN users u ON u.id = p.user_id
         WHERE f.id = ${formId}`,
  );
  return row;
}

/** The branding of the form an alert came from; undefined for an alert set up on MRN itself. */
export async function partnerBrandingForAlert(
  db: DatabaseExecutor,
  alertId: string,
): Promise<PartnerBranding | undefined> {
  const [row] = await queryRows<PartnerBranding>(
    db,
    sql`SELECT ${BRANDING_COLUMNS}
          FROM alerts a JOIN forms f ON f.id = a.form_id JOIN partners p ON p.id = f.partner_id
          LEFT JOIN users u ON u.id = p.user_id
         WHERE a.id = ${alertId}::uuid`,
  );
  return row;
}
