import { z } from 'zod/mini';
import { alertDirectionSchema } from './alert-direction';
import { emailAddressSchema } from './email-address';
import { isHttpUrl } from './http-url';
import { rateTypeSchema } from './rate-type';
import { targetRateSchema } from './target-rate';

/** Campaign parameters a lead may carry, as the host page's query string names them. */
export const UTM_KEY_PATTERN = /^utm_[a-z_]{1,30}$/;

const PHONE_PATTERN = /^\+?([ ().-]*\d){7,}[ ().-]*$/;

export const LEAD_FIELD_MESSAGES = {
  name: 'Enter your name (up to 120 characters).',
  phone: 'Enter a phone number of at least 7 digits, or leave it empty.',
  consent: 'Tick the box to agree to receive rate alerts.',
  pageUrl: 'pageUrl must be an http(s) address of at most 2,048 characters.',
  utm: 'utm values are text of at most 200 characters, under utm_* names.',
} as const;

const emptyToNull = (value: string | null | undefined) => (value ? value : null);

/** The partner's visitor: POST /api/forms/{id}/leads, as the widget and the server both check it. */
export const leadSubmissionSchema = z.pipe(
  z.strictObject({
    name: z
      .string(LEAD_FIELD_MESSAGES.name)
      .check(z.trim(), z.minLength(1, LEAD_FIELD_MESSAGES.name), z.maxLength(120, LEAD_FIELD_MESSAGES.name)),
    email: emailAddressSchema(),
    phone: z.optional(
      z.nullable(
        z.string(LEAD_FIELD_MESSAGES.phone).check(
          z.trim(),
          z.maxLength(40, LEAD_FIELD_MESSAGES.phone),
          z.refine((phone) => phone === '' || PHONE_PATTERN.test(phone), LEAD_FIELD_MESSAGES.phone),
        ),
      ),
    ),
    rateType: rateTypeSchema,
    targetRate: targetRateSchema,
    direction: alertDirectionSchema,
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
          z.string(LEAD_FIELD_MESSAGES.utm).check(z.maxLength(200, LEAD_FIELD_MESSAGES.utm)),
        ),
      ),
    ),
    /** Honeypot: people never see it, so anything typed here marks a bot (the server answers a fake 201). */
    website: z.optional(z.unknown()),
  }),
  z.transform((lead) => {
    const pageUrl = lead.pageUrl ? new URL(lead.pageUrl).href : null;
    const utm = lead.utm && Object.keys(lead.utm).length > 0 ? lead.utm : utmFromPageUrl(pageUrl);
    return { ...lead, phone: emptyToNull(lead.phone), pageUrl, utm };
  }),
);

/** What a client sends. */
export type LeadSubmissionBody = z.input<typeof leadSubmissionSchema>;
/** What the server stores, normalised. */
export type LeadSubmission = z.output<typeof leadSubmissionSchema>;

/** The utm_* parameters of the page address (first of each name, values cut to 200 characters). */
export function utmFromPageUrl(pageUrl: string | null): Record<string, string> | null {
  if (!pageUrl) return null;
  const kept: Record<string, string> = {};
  for (const [key, value] of new URL(pageUrl).searchParams) {
    if (UTM_KEY_PATTERN.test(key) && !(key in kept)) kept[key] = value.slice(0, 200);
  }
  return Object.keys(kept).length > 0 ? kept : null;
}

/** Bots fill every field; people never see the honeypot. Any non-empty value marks a bot. */
export function isHoneypotFilled(body: { website?: unknown }): boolean {
  const website = body.website;
  return website !== undefined && website !== null && website !== '' && website !== false;
}

/** 201 answer to a lead. */
export const leadReceiptSchema = z.object({ leadId: z.string() });
export type LeadReceipt = z.infer<typeof leadReceiptSchema>;
