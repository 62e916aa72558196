import { z } from 'zod';
import { emailAddress } from '../http/email-address.ts';
import { FORM_FONT_FAMILIES } from './font-families.ts';

const hexColor = z
  .string('Use a hex colour such as #5b21b6.')
  .trim()
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'Use a hex colour such as #5b21b6.')
  .transform((value) => value.toLowerCase());

const shortText = (maxLength: number) =>
  z.string().trim().min(1, 'This field cannot be empty.').max(maxLength, `At most ${maxLength} characters.`);

/** Optional text: empty string or null clears it. */
const optionalText = (maxLength: number) =>
  z
    .union([z.string().trim().max(maxLength, `At most ${maxLength} characters.`), z.null()])
    .transform((value) => (value ? value : null));

const httpUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'Use a full http(s) address such as https://example.com.');

/** An origin exactly, e.g. https://www.example.com (no path); stored normalised. */
const origin = z
  .string()
  .trim()
  .max(512)
  .transform((value, context) => {
    try {
      const url = new URL(value);
      const bare = url.pathname === '/' && !url.search && !url.hash && !url.username;
      if (['http:', 'https:'].includes(url.protocol) && bare) return url.origin;
    } catch {
      // reported below
    }
    context.addIssue({ code: 'custom', message: 'Use an origin such as https://www.example.com (no path).' });
    return z.NEVER;
  });

/** Every field a partner can set on a form; create fills defaults, update accepts any subset. */
export const formSettingsShape = {
  type: z.enum(['embed', 'popup'], 'Choose embed or popup.'),
  fontFamily: z.enum(FORM_FONT_FAMILIES, `Choose one of: ${FORM_FONT_FAMILIES.join(', ')}.`),
  headerColor: hexColor,
  buttonColor: hexColor,
  textColor: hexColor,
  headerText: shortText(120),
  buttonText: shortText(40),
  showCurrentRates: z.boolean('Use true or false.'),
  businessName: shortText(120),
  businessEmail: z.union([emailAddress(), z.literal(''), z.null()]).transform((value) => value || null),
  businessPhone: optionalText(40),
  businessWebsite: z.union([httpUrl, z.literal(''), z.null()]).transform((value) => value || null),
  licenceId: optionalText(60),
  allowedOrigins: z
    .array(origin, 'Use a list of origins.')
    .max(20, 'At most 20 allowed origins.')
    .transform((origins) => [...new Set(origins)]),
};

export const createFormBody = z.object({
  ...formSettingsShape,
  type: formSettingsShape.type.default('embed'),
  fontFamily: formSettingsShape.fontFamily.default('Inter'),
  headerColor: formSettingsShape.headerColor.default('#5b21b6'),
  buttonColor: formSettingsShape.buttonColor.default('#7c3aed'),
  textColor: formSettingsShape.textColor.default('#1f2937'),
  headerText: formSettingsShape.headerText.default('Get notified when mortgage rates move'),
  buttonText: formSettingsShape.buttonText.default('Get Rate Alerts'),
  showCurrentRates: formSettingsShape.showCurrentRates.default(true),
  businessEmail: formSettingsShape.businessEmail.optional(),
  businessPhone: formSettingsShape.businessPhone.optional(),
  businessWebsite: formSettingsShape.businessWebsite.optional(),
  licenceId: formSettingsShape.licenceId.optional(),
  allowedOrigins: formSettingsShape.allowedOrigins.default([]),
});

export const updateFormBody = z
  .object({ ...formSettingsShape, status: z.enum(['active', 'disabled'], 'Use active or disabled.') })
  .partial();

export type CreateFormInput = z.infer<typeof createFormBody>;
export type UpdateFormInput = z.infer<typeof updateFormBody>;
