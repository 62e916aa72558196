import { z } from 'zod/mini';
import { FORM_STATUSES, FORM_TYPES } from './form-settings';

/** GET /api/forms/{id}: what a widget needs to render a form (styling and public business details). */
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
  headerText: z.string(),
  buttonText: z.string(),
  showCurrentRates: z.boolean(),
  /** The partner's business name: the consent line and the success message name it. */
  businessName: z.string(),
  businessEmail: z.nullable(z.string()),
  businessPhone: z.nullable(z.string()),
  businessWebsite: z.nullable(z.string()),
  licenceId: z.nullable(z.string()),
});
export type PublicFormConfig = z.infer<typeof publicFormConfigSchema>;

/** The partner's own view of a form: the public config plus status, origins and dates. */
export const partnerFormSchema = z.extend(publicFormConfigSchema, {
  status: z.enum(FORM_STATUSES),
  allowedOrigins: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PartnerForm = z.infer<typeof partnerFormSchema>;

export const partnerFormEnvelopeSchema = z.object({ form: partnerFormSchema });
export const partnerFormListSchema = z.object({ forms: z.array(partnerFormSchema) });
