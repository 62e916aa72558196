import { z } from 'zod/mini';
import { ALERT_DIRECTIONS } from './alert-direction';
import { formIdSchema } from './form-settings';
import { RATE_TYPES } from './rate-type';
import { wholeNumberQuery } from './whole-number-query';

/** GET /api/partner/leads: newest first, `limit` per page, `cursor` from the previous page's nextCursor. */
export const leadListQuerySchema = z.strictObject({
  formId: z.optional(formIdSchema),
  limit: wholeNumberQuery('limit', 1, 200, 50),
  cursor: z.optional(
    z.string().check(z.maxLength(512, 'cursor is not valid; use the nextCursor of a previous page.')),
  ),
});

/** GET /api/partner/leads.csv: every lead, optionally of one form. */
export const leadExportQuerySchema = z.strictObject({ formId: z.optional(formIdSchema) });

export const partnerLeadSchema = z.object({
  id: z.string(),
  formId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  rateType: z.enum(RATE_TYPES),
  targetRate: z.number(),
  direction: z.enum(ALERT_DIRECTIONS),
  consent: z.boolean(),
  pageUrl: z.nullable(z.string()),
  utm: z.nullable(z.record(z.string(), z.string())),
  alertId: z.nullable(z.string()),
  createdAt: z.string(),
});
export type PartnerLead = z.infer<typeof partnerLeadSchema>;

export const partnerLeadPageSchema = z.object({
  leads: z.array(partnerLeadSchema),
  nextCursor: z.nullable(z.string()),
});
