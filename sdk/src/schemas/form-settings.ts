import { z } from 'zod/mini';
import { emailAddressSchema } from './email-address';
import { isHttpUrl } from './http-url';
import { type LeadAlertKind, offeredAlertKindsSchema } from './lead-alert-kinds';
import { parseMaxWidth } from './max-width';
import { DEFAULT_FORM_PROGRAMS, offeredProgramsSchema } from './offered-programs';
import { singleLineTextSchema } from './plain-text';

/** Form ids appear in partners' HTML (data-form="..."): short and URL-safe. */
export const FORM_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const formIdSchema = z.string().check(z.regex(FORM_ID_PATTERN, 'Not a form id.'));

/** The eight web fonts a partner form may use (spec §9: "8 font choices"). */
export const FORM_FONT_FAMILIES = [
  'Inter',
  'Roboto',
  'Open Sans',
  'Lato',
  'Montserrat',
  'Poppins',
  'Source Sans 3',
  'Merriweather',
] as const;
export type FormFontFamily = (typeof FORM_FONT_FAMILIES)[number];

export const FORM_TYPES = ['embed', 'popup'] as const;
export const FORM_STATUSES = ['active', 'disabled'] as const;

const HEX_MESSAGE = 'Use a hex colour such as #5b21b6.';
const hexColor = z
  .string(HEX_MESSAGE)
  .check(z.trim(), z.regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, HEX_MESSAGE), z.toLowerCase());

// Marked free of side effects so a bundle that uses none of the form fields (the lead form's widget
// chunk) drops their schemas instead of building them for nothing.
const requiredText = /* @__NO_SIDE_EFFECTS__ */ (maxLength: number) =>
  singleLineTextSchema({ maxLength, requiredMessage: 'This field cannot be empty.' });

/** Optional text: an empty string or null clears it. */
const optionalText = /* @__NO_SIDE_EFFECTS__ */ (maxLength: number) =>
  z.pipe(
    z.nullable(singleLineTextSchema({ maxLength })),
    z.transform((value: string | null) => value || null),
  );

const URL_MESSAGE = 'Use a full http(s) address such as https://example.com.';
const optionalHttpUrl = z.pipe(
  z.nullable(
    z.string(URL_MESSAGE).check(
      z.trim(),
      z.maxLength(2048, URL_MESSAGE),
      z.refine((url) => url === '' || isHttpUrl(url), URL_MESSAGE),
    ),
  ),
  z.transform((value: string | null) => value || null),
);

const optionalEmail = z.pipe(
  z.union([emailAddressSchema(), z.literal(''), z.null()]),
  z.transform((value: string | null) => value || null),
);

const ORIGIN_MESSAGE = 'Use an origin such as https://www.example.com (no path).';

/** An origin exactly, e.g. https://www.example.com (no path); normalised to URL.origin. */
export const originSchema = z.pipe(
  z.string(ORIGIN_MESSAGE).check(z.trim(), z.maxLength(512, ORIGIN_MESSAGE)),
  z.transform((value: string, context) => {
    try {
      const url = new URL(value);
      const bare = url.pathname === '/' && !url.search && !url.hash && !url.username;
      if ((url.protocol === 'http:' || url.protocol === 'https:') && bare) return url.origin;
    } catch {
      // reported below
    }
    context.issues.push({ code: 'custom', message: ORIGIN_MESSAGE, input: value });
    return z.NEVER;
  }),
);

const MAX_WIDTH_MESSAGE = 'Use pixels such as 600px or a percentage such as 80%, or leave it empty.';

/** The widget's default max width (embed.js's data-max-width rules); empty or null: full width. */
const optionalMaxWidth = z.pipe(
  z.nullable(
    z.string(MAX_WIDTH_MESSAGE).check(
      z.trim(),
      z.refine((value) => value === '' || parseMaxWidth(value) !== null, MAX_WIDTH_MESSAGE),
    ),
  ),
  z.transform((value: string | null) => value || null),
);

/** Every field a partner can set on a form. */
const formSettingsShape = {
  /** The partner's own name for the form (lists, mails); visitors never see it. */
  name: requiredText(80),
  type: z.enum(FORM_TYPES, 'Choose embed or popup.'),
  fontFamily: z.enum(FORM_FONT_FAMILIES, `Choose one of: ${FORM_FONT_FAMILIES.join(', ')}.`),
  headerColor: hexColor,
  buttonColor: hexColor,
  textColor: hexColor,
  headerText: requiredText(120),
  buttonText: requiredText(40),
  showCurrentRates: z.boolean('Use true or false.'),
  businessName: requiredText(120),
  businessEmail: optionalEmail,
  businessPhone: optionalText(40),
  businessWebsite: optionalHttpUrl,
  licenceId: optionalText(60),
  maxWidth: optionalMaxWidth,
  /** Alerts offered beside the target rate (refinance, payment); none by default. */
  alertKinds: offeredAlertKindsSchema,
  /** The loan programs the form offers (issue 31): one is a fixed field in the widget, several a select. */
  programs: offeredProgramsSchema,
  allowedOrigins: z.pipe(
    z.array(originSchema, 'Use a list of origins.').check(z.maxLength(20, 'At most 20 allowed origins.')),
    z.transform((origins: string[]) => [...new Set(origins)]),
  ),
};

/** Defaults of a new form (the installation guide's look). */
export const FORM_DEFAULTS = {
  name: 'Untitled form',
  type: 'embed',
  fontFamily: 'Inter',
  headerColor: '#5b21b6',
  buttonColor: '#7c3aed',
  textColor: '#1f2937',
  headerText: 'Get notified when mortgage rates move',
  buttonText: 'Get Rate Alerts',
  showCurrentRates: true,
  allowedOrigins: [] as string[],
  alertKinds: [] as LeadAlertKind[],
  programs: DEFAULT_FORM_PROGRAMS,
} as const;

/** POST /api/partner/forms: businessName is required, everything else has a default (name: "Untitled form"). */
export const createFormSchema = z.strictObject({
  ...formSettingsShape,
  name: z._default(formSettingsShape.name, FORM_DEFAULTS.name),
  type: z._default(formSettingsShape.type, FORM_DEFAULTS.type),
  fontFamily: z._default(formSettingsShape.fontFamily, FORM_DEFAULTS.fontFamily),
  headerColor: z._default(formSettingsShape.headerColor, FORM_DEFAULTS.headerColor),
  buttonColor: z._default(formSettingsShape.buttonColor, FORM_DEFAULTS.buttonColor),
  textColor: z._default(formSettingsShape.textColor, FORM_DEFAULTS.textColor),
  headerText: z._default(formSettingsShape.headerText, FORM_DEFAULTS.headerText),
  buttonText: z._default(formSettingsShape.buttonText, FORM_DEFAULTS.buttonText),
  showCurrentRates: z._default(formSettingsShape.showCurrentRates, FORM_DEFAULTS.showCurrentRates),
  businessEmail: z.optional(formSettingsShape.businessEmail),
  businessPhone: z.optional(formSettingsShape.businessPhone),
  businessWebsite: z.optional(formSettingsShape.businessWebsite),
  licenceId: z.optional(formSettingsShape.licenceId),
  maxWidth: z.optional(formSettingsShape.maxWidth),
  allowedOrigins: z._default(formSettingsShape.allowedOrigins, []),
  alertKinds: z._default(formSettingsShape.alertKinds, []),
  programs: z._default(formSettingsShape.programs, DEFAULT_FORM_PROGRAMS),
});
export type CreateFormInput = z.output<typeof createFormSchema>;

/** PATCH /api/partner/forms/{id}: any subset of the settings, and the status. */
export const updateFormSchema = z.partial(
  z.strictObject({ ...formSettingsShape, status: z.enum(FORM_STATUSES, 'Use active or disabled.') }),
);
export type UpdateFormInput = z.output<typeof updateFormSchema>;

/** Path parameter of every /forms/{id} route. */
export const formIdParamsSchema = z.strictObject({ id: formIdSchema });
