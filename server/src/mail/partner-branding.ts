import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';

/**
 * A partner on whose behalf a mail is sent: the business name leads the mail, the licence ID and
 * contact details are printed (mortgage professionals must show their licence ID), and replies go
 * to the partner.
 */
export interface PartnerBranding {
  businessName: string;
  email: string | null;
  phone: string | null;
  website: string | null;
  licenceId: string | null;
}

/** The branding of a form's campaign, falling back to the partner's own contact details. */
export async function partnerBrandingForForm(
  db: DatabaseExecutor,
  formId: string,
): Promise<PartnerBranding | undefined> {
  const [row] = await queryRows<PartnerBranding>(
    db,
    sql`SELECT f.business_name AS "businessName",
               coalesce(f.business_email, p.email) AS email,
               coalesce(f.business_phone, p.phone) AS phone,
               coalesce(f.business_website, p.website) AS website,
               coalesce(f.licence_id, p.licence_id) AS "licenceId"
          FROM forms f JOIN partners p ON p.id = f.partner_id
         WHERE f.id = ${formId}`,
  );
  return row;
}

/** One line per detail, for the text part and the HTML footer. */
export function partnerDetailLines(partner: PartnerBranding): string[] {
  return [
    partner.licenceId ? `Licence ID: ${partner.licenceId}` : undefined,
    partner.email ? `Email: ${partner.email}` : undefined,
    partner.phone ? `Phone: ${partner.phone}` : undefined,
    partner.website ? `Website: ${partner.website}` : undefined,
  ].filter((line): line is string => line !== undefined);
}
