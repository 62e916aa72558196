import type { FieldMessages } from '@mrn/sdk/schemas/api-error';
import { consentText } from '@mrn/sdk/schemas/consent-text';
import { disclosuresMarkup } from '@mrn/sdk/schemas/disclosures-markup';
import type { PartnerForm, PublicFormConfig } from '@mrn/sdk/schemas/form-config';
import {
  type CreateFormInput,
  createFormSchema,
  FORM_DEFAULTS,
  type FormFontFamily,
  updateFormSchema,
} from '@mrn/sdk/schemas/form-settings';
import type { LeadAlertKind } from '@mrn/sdk/schemas/lead-alert-kinds';
import type { LoanProgram } from '@mrn/sdk/schemas/loan-programs';
import { parseMaxWidth } from '@mrn/sdk/schemas/max-width';
import type { PartnerProfile } from '@mrn/sdk/schemas/partner-profile';
import type { CurrentRates } from '@mrn/sdk/schemas/rates';
import { readableTextOn } from '@mrn/sdk/theme';
import { fieldMessagesFrom } from '../field-messages.ts';

/** What the builder's inputs hold: text as typed, allowed origins one per line. */
export interface FormDraft {
  name: string;
  type: 'embed' | 'popup';
  fontFamily: FormFontFamily;
  headerColor: string;
  buttonColor: string;
  textColor: string;
  headerText: string;
  buttonText: string;
  showCurrentRates: boolean;
  /** Alerts offered beside the target rate. */
  alertKinds: LeadAlertKind[];
  /** Loan programs the form offers: one is a fixed field in the widget, several a select. */
  programs: LoanProgram[];
  businessName: string;
  businessEmail: string;
  businessPhone: string;
  businessWebsite: string;
  licenceId: string;
  /** "600px", "80%", or empty for full width. */
  maxWidth: string;
  allowedOrigins: string;
}

export const EMPTY_DRAFT: FormDraft = {
  ...FORM_DEFAULTS,
  businessName: '',
  businessEmail: '',
  businessPhone: '',
  businessWebsite: '',
  licenceId: '',
  maxWidth: '',
  allowedOrigins: '',
};

/**
 * A new form's draft, its business details taken from the partner profile (issue 28): the
 * builder does not ask again for what the profile already says. Contact is the reply-to address,
 * else the account's own address (where partner mail goes).
 */
export function draftFromProfile(profile: PartnerProfile, accountEmail: string): FormDraft {
  return {
    ...EMPTY_DRAFT,
    businessName: profile.businessName,
    businessEmail: profile.replyToEmail ?? accountEmail,
    businessWebsite: profile.website ?? '',
    licenceId: profile.licenceId ?? '',
  };
}

/** How a saved form looks and what its header and button say: the same in the builder and in a copy. */
function appearanceOf(form: PartnerForm) {
  return {
    type: form.type,
    fontFamily: form.fontFamily as FormFontFamily,
    headerColor: form.headerColor,
    buttonColor: form.buttonColor,
    textColor: form.textColor,
    headerText: form.headerText,
    buttonText: form.buttonText,
    showCurrentRates: form.showCurrentRates,
    alertKinds: form.alertKinds,
    programs: form.programs,
  };
}

/** The settings of a saved form, as the builder shows them. */
export function draftFromForm(form: PartnerForm, fallbackBusinessName = ''): FormDraft {
  return {
    name: form.name,
    ...appearanceOf(form),
    businessName: form.businessName || fallbackBusinessName,
    businessEmail: form.businessEmail ?? '',
    businessPhone: form.businessPhone ?? '',
    businessWebsite: form.businessWebsite ?? '',
    licenceId: form.licenceId ?? '',
    maxWidth: form.maxWidth ?? '',
    allowedOrigins: form.allowedOrigins.join('\n'),
  };
}

/** Whether two drafts hold the same settings (the builder asks before leaving unless the draft is the saved one). */
export function draftsEqual(first: FormDraft, second: FormDraft): boolean {
  return (Object.keys(first) as (keyof FormDraft)[]).every(
    (key) => JSON.stringify(first[key]) === JSON.stringify(second[key]),
  );
}

/** The name of a copy: "Homepage form (copy)", within the name's 80 characters. */
export function copyName(name: string): string {
  const suffix = ' (copy)';
  return `${name.slice(0, 80 - suffix.length)}${suffix}`;
}

/** Every setting of a saved form, as the create endpoint takes them for its copy (Duplicate sends this). */
export function settingsOf(form: PartnerForm): CreateFormInput {
  return {
    name: copyName(form.name),
    ...appearanceOf(form),
    businessName: form.businessName,
    businessEmail: form.businessEmail,
    businessPhone: form.businessPhone,
    businessWebsite: form.businessWebsite,
    licenceId: form.licenceId,
    maxWidth: form.maxWidth,
    allowedOrigins: form.allowedOrigins,
  };
}

const originLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The request body the draft stands for (before the schema has judged it). */
export function draftBody(draft: FormDraft): Record<string, unknown> {
  return { ...draft, allowedOrigins: originLines(draft.allowedOrigins) };
}

export type DraftCheck = { ok: true; body: Record<string, unknown> } | { ok: false; fields: FieldMessages };

/**
 * The draft judged by the shared schema the server uses (create for a new form, update for a saved
 * one), so a message beside a field is the one the API would answer. Allowed-origin messages
 * (`allowedOrigins.2`) are shown on the one textarea, naming the line.
 */
export function checkDraft(draft: FormDraft, isNew: boolean): DraftCheck {
  const body = draftBody(draft);
  const result = isNew ? createFormSchema.safeParse(body) : updateFormSchema.safeParse(body);
  if (result.success) return { ok: true, body: result.data as Record<string, unknown> };
  return {
    ok: false,
    fields: fieldsForInputs(fieldMessagesFrom(result.error), body.allowedOrigins as string[]),
  };
}

/** Maps API field keys (also a server 422's) to the builder's inputs. */
export function fieldsForInputs(fields: FieldMessages, origins: readonly string[] = []): FieldMessages {
  const mapped: FieldMessages = {};
  for (const [key, message] of Object.entries(fields)) {
    const originLine = /^allowedOrigins\.(\d+)$/.exec(key);
    if (originLine) {
      const index = Number(originLine[1]);
      mapped.allowedOrigins ??= `Line ${index + 1}${origins[index] ? ` (${origins[index]})` : ''}: ${message}`;
    } else if (/^programs\.\d+$/.test(key)) mapped.programs ??= message;
    else mapped[key] ??= message;
  }
  return mapped;
}

const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const color = (value: string, fallback: string) =>
  HEX.test(value.trim()) ? value.trim().toLowerCase() : fallback;
const text = (value: string, fallback: string) => value.trim() || fallback;
const optional = (value: string) => value.trim() || null;

/**
 * What the preview widget shows for the draft: the public config the server would serve, with the
 * defaults standing in for a colour or text that is not valid yet (the field shows why), and today's
 * rates (null while they load or when there are none: the strip then says they are unavailable).
 */
export function previewConfigOf(
  draft: FormDraft,
  formId: string,
  currentRates: CurrentRates | null = null,
): PublicFormConfig {
  const headerColor = color(draft.headerColor, FORM_DEFAULTS.headerColor);
  const buttonColor = color(draft.buttonColor, FORM_DEFAULTS.buttonColor);
  return {
    id: formId,
    type: draft.type,
    fontFamily: draft.fontFamily,
    headerColor,
    buttonColor,
    textColor: color(draft.textColor, FORM_DEFAULTS.textColor),
    headerTextColor: readableTextOn(headerColor),
    buttonTextColor: readableTextOn(buttonColor),
    headerText: text(draft.headerText, FORM_DEFAULTS.headerText),
    buttonText: text(draft.buttonText, FORM_DEFAULTS.buttonText),
    showCurrentRates: draft.showCurrentRates,
    alertKinds: draft.alertKinds,
    // None ticked shows the default in the preview (the fieldset says why it cannot be saved).
    programs: draft.programs.length > 0 ? draft.programs : FORM_DEFAULTS.programs,
    businessName: text(draft.businessName, 'Your business'),
    // The consent line exactly as the live form will show it, from the same function.
    consentText: consentText({ businessName: text(draft.businessName, 'Your business') }),
    businessEmail: optional(draft.businessEmail),
    businessPhone: optional(draft.businessPhone),
    businessWebsite: optional(draft.businessWebsite),
    // The licence ID footer as the server renders it (the profile's Equal Housing legend shows on the live form).
    disclosures: disclosuresMarkup({ licenceId: optional(draft.licenceId), equalHousing: null }),
    // A width that is not valid yet shows full width (the field says why).
    maxWidth: parseMaxWidth(draft.maxWidth),
    // The console previews the partner's own form: white-label, whatever the plan, on any site.
    mrnBranding: null,
    notEnabledHere: null,
    currentRates: draft.showCurrentRates ? currentRates : null,
  };
}
