import { z } from 'zod/mini';

/**
 * Proof of consent: what a person agreed to when they sent a lead form, where and when. `text` is the
 * exact consent line the form showed (rendered by consentText from the form's settings at version
 * `formSettingsVersion`), `textSha256` the hex SHA-256 of its UTF-8 bytes, `checked` whether the box
 * was ticked. Carried by the partner API, webhooks, the console's "Proof of consent" and the
 * homebuyer's account export. Null for leads stored before consent records existed.
 */
export const leadConsentRecordSchema = z.object({
  text: z.string(),
  textSha256: z.string(),
  checked: z.boolean(),
  formId: z.string(),
  formSettingsVersion: z.number(),
  pageUrl: z.nullable(z.string()),
  consentedAt: z.string(),
  ipAddress: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
});
export type LeadConsentRecord = z.infer<typeof leadConsentRecordSchema>;

/** GET /api/partner/leads/{id}/consent: one lead's proof of consent, as the console downloads it. */
export const leadConsentProofSchema = z.object({
  leadId: z.string(),
  consentRecord: z.nullable(leadConsentRecordSchema),
});
export type LeadConsentProof = z.infer<typeof leadConsentProofSchema>;

/** The lead id of GET /api/partner/leads/{id}/consent. */
export const leadIdParamsSchema = z.strictObject({ id: z.uuid() });
