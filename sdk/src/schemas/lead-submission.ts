import { z } from 'zod/mini';
import { alertDirectionSchema } from './alert-direction';
import { paymentAlertInputsSchema, refinanceAlertInputsSchema } from './alert-kinds';
import { emailAddressSchema } from './email-address';
import { isHttpUrl } from './http-url';
import { LOAN_PROGRAMS } from './loan-programs';
import { isSingleLineText, singleLineTextSchema } from './plain-text';
import { rateTypeSchema } from './rate-type';
import { targetRateSchema } from './target-rate';

/** Campaign parameters a lead may carry, as the host page's query string names them. */
export const UTM_KEY_PATTERN = /^utm_[a-z_]{1,30}$/;

/** Hidden fields a partner sets with data-field-<key>="value": at most 10, values of at most 200 characters. */
export const HIDDEN_FIELD_KEY_PATTERN = /^[a-z0-9_]{1,30}$/;
export const MAX_HIDDEN_FIELDS = 10;
const CAMPAIGN_VALUE_LENGTH = 200;

const PHONE_PATTERN = /^\+?([ ().-]*\d){7,}[ ().-]*$/;

export const LEAD_FIELD_MESSAGES = {
  name: 'Enter your name (up to 120 characters).',
  phone: 'Enter a phone number of at least 7 digits, or leave it empty.',
  consent: 'Tick the box to agree to receive rate alerts.',
  pageUrl: 'pageUrl must be an http(s) address of at most 2,048 characters.',
  utm: 'utm values are text of at most 200 characters, under utm_* names.',
  hiddenFields:
    'hiddenFields: at most 10, named with a-z, 0-9 and _ (up to 30), values of at most 200 characters.',
  gclid: 'gclid is text of at most 200 characters.',
  program: `program must be one of ${LOAN_PROGRAMS.join(', ')}.`,
} as const;

/** A campaign value (utm, hidden field, gclid): one line of at most 200 characters, kept as sent. */
const campaignText = (message: string) =>
  singleLineTextSchema({ maxLength: CAMPAIGN_VALUE_LENGTH, typeMessage: message, tooLongMessage: message });

const emptyToNull = (value: string | null | undefined) => (value ? value : null);

/** Who the visitor is and where they came from: every lead has these, whatever alert it asks for. */
const leadContactShape = {
  name: singleLineTextSchema({
    maxLength: 120,
    requiredMessage: LEAD_FIELD_MESSAGES.name,
    tooLongMessage: LEAD_FIELD_MESSAGES.name,
  }),
  email: emailAddressSchema(),
  phone: z.optional(
    z.nullable(
      singleLineTextSchema({
        maxLength: 40,
        typeMessage: LEAD_FIELD_MESSAGES.phone,
        tooLongMessage: LEAD_FIELD_MESSAGES.phone,
      }).check(z.refine((phone) => phone === '' || PHONE_PATTERN.test(phone), LEAD_FIELD_MESSAGES.phone)),
    ),
  ),
  rateType: rateTypeSchema,
  /**
   * The loan program whose rate the alert watches, one the form offers (publicFormConfigSchema's
   * `programs`); left out, the form's first. With `rateType` it picks the catalogued series.
   */
  program: z.optional(z.enum(LOAN_PROGRAMS, LEAD_FIELD_MESSAGES.program)),
  consent: z.literal(true, LEAD_FIELD_MESSAGES.consent),
  /** The host page the lead came from; its utm_* query parameters are the campaign when `utm` is absent. */
  pageUrl: z.optional(
    z.nullable(
      z.string(LEAD_FIELD_MESSAGES.pageUrl).check(
        z.trim(),
        z.maxLength(2048, LEAD_FIELD_MESSAGES.pageUrl),
        z.refine((url) => url === '' || isHttpUrl(url), LEAD_FIELD_MESSAGES.pageUrl),
      ),
    ),
  ),
  utm: z.optional(
    z.nullable(
      z.record(
        z.string().check(z.regex(UTM_KEY_PATTERN, LEAD_FIELD_MESSAGES.utm)),
        campaignText(LEAD_FIELD_MESSAGES.utm),
      ),
    ),
  ),
  /** The partner's data-field-<key> attributes (campaign, agent, ...), stored on the lead as they are. */
  hiddenFields: z.optional(
    z.nullable(
      z
        .record(
          z.string().check(z.regex(HIDDEN_FIELD_KEY_PATTERN, LEAD_FIELD_MESSAGES.hiddenFields)),
          campaignText(LEAD_FIELD_MESSAGES.hiddenFields),
        )
        .check(
          z.refine(
            (fields) => Object.keys(fields).length <= MAX_HIDDEN_FIELDS,
            LEAD_FIELD_MESSAGES.hiddenFields,
          ),
        ),
    ),
  ),
  /** Google Ads click id; taken from pageUrl's gclid parameter when absent. */
  gclid: z.optional(z.nullable(campaignText(LEAD_FIELD_MESSAGES.gclid))),
  /** Honeypot: people never see it, so anything typed here marks a bot (the server answers a fake 201). */
  website: z.optional(z.unknown()),
};

/**
 * The partner's visitor: POST /api/forms/{id}/leads, as the widget and the server both check it.
 * `alertKind` picks the alert: `rate` (the default) with a target and direction, or, on forms whose
 * partner offers them (publicFormConfigSchema's `alertKinds`), a `refinance` rule or a `payment`
 * target, from which the server derives the threshold (alert-kinds.ts).
 */
export const leadSubmissionSchema = z.pipe(
  z.discriminatedUnion('alertKind', [
    z.strictObject({
      ...leadContactShape,
      alertKind: z._default(z.literal('rate'), 'rate'),
      targetRate: targetRateSchema,
      direction: alertDirectionSchema,
    }),
    z.strictObject({
      ...leadContactShape,
      alertKind: z.literal('refinance'),
      refinance: refinanceAlertInputsSchema,
    }),
    z.strictObject({
      ...leadContactShape,
      alertKind: z.literal('payment'),
      payment: paymentAlertInputsSchema,
    }),
  ]),
  z.transform((lead) => {
    const pageUrl = lead.pageUrl ? new URL(lead.pageUrl).href : null;
    const utm = lead.utm && Object.keys(lead.utm).length > 0 ? lead.utm : utmFromPageUrl(pageUrl);
    const hiddenFields =
      lead.hiddenFields && Object.keys(lead.hiddenFields).length > 0 ? lead.hiddenFields : null;
    const gclid = lead.gclid || gclidFromPageUrl(pageUrl);
    return { ...lead, phone: emptyToNull(lead.phone), pageUrl, utm, hiddenFields, gclid };
  }),
);

/** What a client sends. */
export type LeadSubmissionBody = z.input<typeof leadSubmissionSchema>;
/** What the server stores, normalised. */
export type LeadSubmission = z.output<typeof leadSubmissionSchema>;

/** The utm_* parameters of the page address (first of each name, values cut to 200 characters; one with a control or invisible character is left out). */
export function utmFromPageUrl(pageUrl: string | null): Record<string, string> | null {
  if (!pageUrl) return null;
  const kept: Record<string, string> = {};
  for (const [key, value] of new URL(pageUrl).searchParams) {
    const usable = value.trim().slice(0, CAMPAIGN_VALUE_LENGTH);
    if (UTM_KEY_PATTERN.test(key) && !(key in kept) && isSingleLineText(usable)) kept[key] = usable;
  }
  return Object.keys(kept).length > 0 ? kept : null;
}

/** The page address's gclid parameter (cut to 200 characters), or null (also when not plain text on one line). */
export function gclidFromPageUrl(pageUrl: string | null): string | null {
  if (!pageUrl) return null;
  const gclid = new URL(pageUrl).searchParams.get('gclid')?.trim().slice(0, CAMPAIGN_VALUE_LENGTH);
  return gclid && isSingleLineText(gclid) ? gclid : null;
}

/**
 * The hidden fields a widget can send, from what the page's data-field-* attributes gave: names
 * that are not [a-z0-9_]{1,30} and values that are not one line of plain text are left out, the
 * first 10 kept, values cut to 200 characters. They are the partner's context, not the visitor's
 * input, so the visitor is never blocked by them.
 */
export function usableHiddenFields(
  fields: Record<string, string> | null | undefined,
): Record<string, string> | null {
  const kept: Record<string, string> = {};
  let count = 0;
  for (const [key, value] of Object.entries(fields ?? {})) {
    const usable = value.trim().slice(0, CAMPAIGN_VALUE_LENGTH);
    if (count === MAX_HIDDEN_FIELDS || !HIDDEN_FIELD_KEY_PATTERN.test(key) || !isSingleLineText(usable))
      continue;
    kept[key] = usable;
    count += 1;
  }
  return count > 0 ? kept : null;
}

/** Bots fill every field; people never see the honeypot. Any non-empty value marks a bot. */
export function isHoneypotFilled(body: { website?: unknown }): boolean {
  const website = body.website;
  return website !== undefined && website !== null && website !== '' && website !== false;
}

// The 201 answer has its own file: the widgets parse it without loading the lead body's schemas.
export { type LeadReceipt, leadReceiptSchema } from './lead-receipt';
