import { disclosureLines, EQUAL_HOUSING_LEGENDS, type EqualHousingOption } from '@mrn/sdk/schemas';
import type { MailBrand } from './mail-layout.ts';

/**
 * How a mail sent on a partner's behalf shows the partner. Which address it may print is the
 * partner-addresses feature's rule (partner-addresses/partner-branding-query.ts reads a branding).
 *
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
