import type { PartnerForm, PublicFormConfig } from '@mrn/sdk/schemas';
import { readableTextOn } from '@mrn/sdk/theme';
import type { FormRecord } from './form-store.ts';

/** What a widget needs to render a form: styling and the partner's public business details. */
export function publicFormConfig(form: FormRecord): PublicFormConfig {
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
    licenceId: form.licenceId,
  };
}

/** The partner's own view: everything but the owning partner id (implied by the key). */
export function partnerFormView(form: FormRecord): PartnerForm {
  return {
    ...publicFormConfig(form),
    status: form.status,
    allowedOrigins: form.allowedOrigins,
    createdAt: form.createdAt.toISOString(),
    updatedAt: form.updatedAt.toISOString(),
  };
}
