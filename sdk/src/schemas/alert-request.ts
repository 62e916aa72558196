import { z } from 'zod/mini';
import { alertDirectionSchema } from './alert-direction';
import { emailAddressSchema } from './email-address';
import { alertSeriesShape, requireSeries } from './rate-series';
import { targetRateSchema } from './target-rate';

/** POST /api/alerts: a threshold alert on one series (`series`, or the older `rateType`), switched on by the link in its confirmation mail. */
export const alertRequestSchema = z
  .strictObject({
    email: emailAddressSchema(),
    ...alertSeriesShape,
    threshold: targetRateSchema,
    direction: alertDirectionSchema,
  })
  .check(requireSeries());
export type AlertRequest = z.output<typeof alertRequestSchema>;

/** 202 answer: the alert waits for confirmation by mail. */
export const alertAcceptedSchema = z.object({ status: z.literal('pending'), message: z.string() });
