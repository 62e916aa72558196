import { z } from 'zod';
import { emailAddress } from '../http/email-address.ts';

const UTM_KEY = /^utm_[a-z_]{1,30}$/;

/** A rate as a number or numeric string, kept to the 3 decimals the database stores. */
const targetRate = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,2}(\.\d+)?$/, 'Enter a rate such as 6.25.'),
  ])
  .transform(Number)
  .pipe(
    z
      .number('Enter a rate such as 6.25.')
      .min(0.5, 'Enter a rate of at least 0.5%.')
      .max(20, 'Enter a rate of at most 20%.'),
  )
  .transform((rate) => Math.round(rate * 1000) / 1000);

const optionalPhone = z
  .union([z.string().trim().max(40, 'Phone numbers are at most 40 characters.'), z.null()])
  .optional()
  .transform((value) => value || null)
  .refine(
    (value) => value === null || (/^[0-9+().\-\s]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 7),
    {
      message: 'Enter a phone number with at least 7 digits, or leave it empty.',
    },
  );

const pageUrl = z
  .union([z.string().trim().max(2048), z.null()])
  .optional()
  .transform((value, context) => {
    if (!value) return null;
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
    } catch {
      // reported below
    }
    context.addIssue({ code: 'custom', message: 'pageUrl must be an http(s) address.' });
    return z.NEVER;
  });

/** utm_* campaign parameters only; anything else a page sends along is dropped. */
const utm = z
  .union([z.record(z.string(), z.unknown()), z.null()])
  .optional()
  .transform((value, context) => {
    if (!value) return null;
    const kept: Record<string, string> = {};
    for (const [key, entry] of Object.entries(value)) {
      if (!UTM_KEY.test(key)) continue;
      if (typeof entry !== 'string' || entry.length > 200) {
        context.addIssue({ code: 'custom', message: `${key} must be text of at most 200 characters.` });
        return z.NEVER;
      }
      kept[key] = entry;
    }
    return Object.keys(kept).length > 0 ? kept : null;
  });

/** Widgets may send only the page address: its utm_* query parameters are the campaign. */
function utmFromPageUrl(pageUrl: string | null): Record<string, string> | null {
  if (!pageUrl) return null;
  const kept: Record<string, string> = {};
  for (const [key, value] of new URL(pageUrl).searchParams) {
    if (UTM_KEY.test(key) && !(key in kept)) kept[key] = value.slice(0, 200);
  }
  return Object.keys(kept).length > 0 ? kept : null;
}

/**
 * The body of POST /api/forms/:id/leads. `website` (the honeypot) is checked before this.
 * `utm` defaults to the utm_* parameters of `pageUrl`.
 */
export const leadSubmission = z
  .object({
    name: z
      .string('Enter your name.')
      .trim()
      .min(1, 'Enter your name.')
      .max(120, 'Names are at most 120 characters.'),
    email: emailAddress(),
    phone: optionalPhone,
    rateType: z.enum(['30y', '15y'], 'Choose the 30-year or 15-year fixed rate.'),
    targetRate,
    direction: z.enum(['below', 'above'], 'Choose below or above.'),
    consent: z.literal(true, 'Please agree to receive rate alerts.'),
    pageUrl,
    utm,
  })
  .transform((lead) => ({ ...lead, utm: lead.utm ?? utmFromPageUrl(lead.pageUrl) }));

export type LeadSubmission = z.infer<typeof leadSubmission>;

/** Bots fill every field; people never see this one. Any non-empty value marks a bot. */
export function isHoneypotFilled(body: Record<string, unknown>): boolean {
  const website = body.website;
  return website !== undefined && website !== null && website !== '' && website !== false;
}
