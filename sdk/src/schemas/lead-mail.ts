import { z } from 'zod/mini';
import { emailAddressSchema } from './email-address';

/**
 * Where a partner address (a form's business email, the profile's reply-to) stands: not set, proved
 * (the account's, or confirmed by its link), or waiting for its link.
 */
export const BUSINESS_EMAIL_STATUSES = ['none', 'confirmed', 'awaiting_confirmation'] as const;
export type BusinessEmailStatus = (typeof BUSINESS_EMAIL_STATUSES)[number];

/** Lead confirmation mails of one UTC day against the plan's cap, for one form or the whole account. */
export const leadConfirmationUsageSchema = z.object({
  /** Mails sent to leads today. */
  sent: z.number(),
  /** Confirmations not sent today because the cap was reached. */
  refused: z.number(),
  /** The plan's daily cap. */
  cap: z.number(),
  /** When the cap was reached today (ISO); null while under it. */
  capReachedAt: z.nullable(z.string()),
});
export type LeadConfirmationUsage = z.infer<typeof leadConfirmationUsageSchema>;

/**
 * GET /api/partner/lead-mail: where each form's new-lead mail goes, the addresses waiting for their
 * confirmation, and today's lead confirmation mails against the plan's caps.
 */
export const partnerLeadMailSchema = z.object({
  /** The account's own address (proved by signing in); null for a closed partner. */
  accountEmail: z.nullable(z.string()),
  /** The UTC day the counts are for (YYYY-MM-DD). */
  day: z.string(),
  /** Today's lead confirmation mails of every form together. */
  confirmationsToday: leadConfirmationUsageSchema,
  forms: z.array(
    z.object({
      formId: z.string(),
      /** Where new-lead mail of this form goes now. */
      leadMailTo: z.nullable(z.string()),
      businessEmailStatus: z.enum(BUSINESS_EMAIL_STATUSES),
      /** When the business email's confirmation mail was last sent; null if never. */
      confirmationSentAt: z.nullable(z.string()),
      confirmationsToday: leadConfirmationUsageSchema,
    }),
  ),
});
export type PartnerLeadMail = z.infer<typeof partnerLeadMailSchema>;

/** POST /api/partner/lead-mail/confirmations: send the confirmation link to a form's business email again. */
export const addressConfirmationRequestSchema = z.strictObject({
  email: emailAddressSchema(),
});
export type AddressConfirmationRequestInput = z.input<typeof addressConfirmationRequestSchema>;

/** 202 of POST /api/partner/lead-mail/confirmations. */
export const addressConfirmationAcceptedSchema = z.object({
  status: z.enum(['queued', 'recently_queued', 'already_confirmed']),
  message: z.string(),
});
export type AddressConfirmationAccepted = z.infer<typeof addressConfirmationAcceptedSchema>;
