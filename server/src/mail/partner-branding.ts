import { disclosureLines, EQUAL_HOUSING_LEGENDS, type EqualHousingOption } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import { FORM_REPLY_ADDRESS } from '../partner-addresses/proven-partner-address.ts';
import type { MailBrand } from './mail-layout.ts';

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
  /** The Equal Housing legend (and logo) the partner's profile asks for, or null. */
  equalHousing: EqualHousingOption | null;
  /** The partner's https logo (the profile schema accepts nothing else), shown beside the name. */
  logoUrl: string | null;
}

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

/** The logo only when it is https: never an http image (mixed content, tracking in the clear). */
export function safeLogoUrl(partner: Pick<PartnerBranding, 'logoUrl'>): string | null {
  if (!partner.logoUrl) return null;
  try {
    return new URL(partner.logoUrl).protocol === 'https:' ? partner.logoUrl : null;
  } catch {
    return null;
  }
}

/** One line per detail, for the text part and the HTML footer: the disclosures (as the widget's footer) first. */
export function partnerDetailLines(partner: PartnerBranding): string[] {
  return [
    ...disclosureLines(partner),
    partner.email ? `Email: ${partner.email}` : undefined,
    partner.phone ? `Phone: ${partner.phone}` : undefined,
    partner.website ? `Website: ${partner.website}` : undefined,
  ].filter((line): line is string => line !== undefined);
}

/** What heads a mail or page sent on a partner's behalf: its name and, when https, its logo. */
export function partnerBrand(partner: PartnerBranding | undefined): MailBrand | undefined {
  return partner
    ? {
        name: partner.businessName,
        logoUrl: safeLogoUrl(partner),
        equalHousingLegend: partner.equalHousing ? EQUAL_HOUSING_LEGENDS[partner.equalHousing] : null,
      }
    : undefined;
}
