import { z } from 'zod/mini';
import { FORM_STATUSES, FORM_TYPES } from './form-settings';
import { LEAD_ALERT_KINDS } from './lead-alert-kinds';
import { LOAN_PROGRAMS } from './loan-programs';
import { currentRatesSchema } from './rates';

/** Text the widget shows as it is (heading, button label, the name in the consent line): never empty. */
const shownText = z.string().check(z.minLength(1));

/**
 * GET /api/forms/{id}: what a widget needs to render a form (styling and public business details).
 * The widgets parse the answer with it: a config that does not parse shows the form's error state.
 */
export const publicFormConfigSchema = z.object({
  id: z.string(),
  type: z.enum(FORM_TYPES),
  fontFamily: z.string(),
  headerColor: z.string(),
  buttonColor: z.string(),
  textColor: z.string(),
  /** Readable text on `headerColor`, derived by the server so the widget ships no colour maths. */
  headerTextColor: z.string(),
  /** Readable text on `buttonColor`. */
  buttonTextColor: z.string(),
  headerText: shownText,
  buttonText: shownText,
  showCurrentRates: z.boolean(),
  /** The partner's business name: the consent line and the success message name it. */
  businessName: shownText,
  /** The consent line as schemas/consent-text.ts renders it from the form's settings: shown as given, and the words stored with each lead. */
  consentText: shownText,
  /** The form's business email once confirmed through the link mailed to it; null until then. */
  businessEmail: z.nullable(z.string()),
  businessPhone: z.nullable(z.string()),
  businessWebsite: z.nullable(z.string()),
  /** The licence ID and Equal Housing footer, as markup from schemas/disclosures-markup.ts (escaped there); null: none. */
  disclosures: z.nullable(z.string()),
  /** The width the partner saved ("600px", "80%"); a max-width attribute on the page wins. Null: full width. */
  maxWidth: z.nullable(z.string()),
  /** Alerts the form offers beside the target rate; empty: a target-rate form as ever. */
  alertKinds: z._default(z.array(z.enum(LEAD_ALERT_KINDS)), []),
  /**
   * The loan programs the form offers, in catalogue order (sdk/src/schemas/loan-programs.ts): the
   * widget shows one as a fixed field and several as a select; a lead's `program` is one of them.
   */
  programs: z._default(z.array(z.enum(LOAN_PROGRAMS)), ['conforming']),
  /**
   * Set when the partner's trial has ended without a paid plan: the form keeps working and shows this
   * line ("Rate alerts by Mortgage Rate Notifier") linking to the public site. Null: white-label. The
   * words come from the server so they cost embed.js nothing.
   */
  mrnBranding: z.nullable(z.object({ href: z.string(), text: z.string() })),
  /**
   * Set when the page asking (its Origin) is not among the form's allowed sites: the widget shows
   * `text` instead of the form, and logs `console` once (which origin, and where the partner allows
   * it). Null on allowed sites. Words from the server, so they cost embed.js nothing.
   */
  notEnabledHere: z._default(z.nullable(z.object({ text: z.string(), console: z.string() })), null),
  /**
   * Today's rates (as GET /api/rates/current answers them) when the form shows them (showCurrentRates)
   * and there are any: the widget draws its rates strip from here, so a partner page makes one request
   * and the form appears whole, at its final height.
   */
  currentRates: z._default(z.nullable(currentRatesSchema), null),
});
export type PublicFormConfig = z.infer<typeof publicFormConfigSchema>;

/** The partner's own view of a form: the public config (less the branding the plan decides) plus name, status, origins and dates. */
export const partnerFormSchema = z.extend(
  z.omit(publicFormConfigSchema, {
    mrnBranding: true,
    notEnabledHere: true,
    currentRates: true,
    consentText: true,
    disclosures: true,
  }),
  {
    /** The form's own licence ID (the widget shows it, or the partner's, within `disclosures`). */
    licenceId: z.nullable(z.string()),
    name: z.string(),
    status: z.enum(FORM_STATUSES),
    allowedOrigins: z.array(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
  },
);
export type PartnerForm = z.infer<typeof partnerFormSchema>;

export const partnerFormEnvelopeSchema = z.object({ form: partnerFormSchema });
export const partnerFormListSchema = z.object({ forms: z.array(partnerFormSchema) });
