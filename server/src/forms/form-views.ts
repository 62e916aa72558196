import { consentText, disclosuresMarkup, type PartnerForm, type PublicFormConfig } from '@mrn/sdk/schemas';
import { readableTextOn } from '@mrn/sdk/theme';
import type { ActiveFormRecord, FormRecord } from './form-store.ts';

/** The form's look and public business details: what the widget and the partner both see. */
function formAppearance(
  form: FormRecord,
): Omit<PublicFormConfig, 'mrnBranding' | 'notEnabledHere' | 'currentRates' | 'consentText' | 'disclosures'> {
  return {
    id: form.id,
    type: form.type,
    fontFamily: form.fontFamily,
    headerColor: form.headerColor,
    buttonColor: form.buttonColor,
    textColor: form.textColor,
    headerTextColor: readableTextOn(form.headerColor),
    buttonTextColor: readableTextOn(form.buttonColor),
    headerText: form.headerText,
    buttonText: form.buttonText,
    showCurrentRates: form.showCurrentRates,
    businessName: form.businessName,
    businessEmail: form.businessEmail,
    businessPhone: form.businessPhone,
    businessWebsite: form.businessWebsite,
    maxWidth: form.maxWidth,
    alertKinds: form.alertKinds,
    programs: form.programs,
  };
}

/**
 * What a widget needs to render a form: styling, the partner's public business details, the MRN
 * line's link when the partner's plan no longer pays for white-label (see mrn-branding.ts), the
 * refusal a page gets when the form does not accept leads from its site (see not-enabled-here.ts),
 * and today's rates when the form shows them.
 */
export function publicFormConfig(
  form: ActiveFormRecord,
  extras: Pick<PublicFormConfig, 'mrnBranding' | 'notEnabledHere' | 'currentRates'>,
): PublicFormConfig {
  return {
    ...formAppearance(form),
    // The words the server also stores with each lead (src/lead-consent/): one function renders both.
    consentText: consentText(form),
    disclosures: disclosuresMarkup(form.partnerDisclosures),
    ...extras,
  };
}

/** The partner's own view: everything but the owning partner id (implied by the key). */
export function partnerFormView(form: FormRecord): PartnerForm {
  return {
    ...formAppearance(form),
    licenceId: form.licenceId,
    name: form.name,
    status: form.status,
    allowedOrigins: form.allowedOrigins,
    createdAt: form.createdAt.toISOString(),
    updatedAt: form.updatedAt.toISOString(),
  };
}
