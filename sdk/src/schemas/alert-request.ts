import { z } from 'zod/mini';
import { alertDirectionSchema } from './alert-direction';
import { emailAddressSchema } from './email-address';
import { rateTypeSchema } from './rate-type';
import { targetRateSchema } from './target-rate';

/** POST /api/alerts: a threshold alert, switched on by the link in its confirmation mail. */
export const alertRequestSchema = z.strictObject({
  email: emailAddressSchema(),
  rateType: rateTypeSchema,
  threshold: targetRateSchema,
  direction: alertDirectionSchema,
});
export type AlertRequest = z.output<typeof alertRequestSchema>;

/** 202 answer: the alert waits for confirmation by mail. */
export const alertAcceptedSchema = z.object({ status: z.literal('pending'), message: z.string() });
