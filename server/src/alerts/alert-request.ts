import { z } from 'zod';
import { emailAddress } from '../http/email-address.ts';
import { RATE_TYPES } from '../rates/rate-type.ts';
import { ALERT_DIRECTIONS } from './alert-direction.ts';

/** Thresholds a person could mean: a mortgage rate in percent, to at most three decimals (numeric(6,3)). */
export const MIN_THRESHOLD = 0.5;
export const MAX_THRESHOLD = 25;

const threshold = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,2}(\.\d+)?$/)
        .transform(Number),
    ],
    {
      error: `threshold must be a rate in percent from ${MIN_THRESHOLD} to ${MAX_THRESHOLD}, e.g. 6.25.`,
    },
  )
  .pipe(
    z
      .number()
      .min(MIN_THRESHOLD, `threshold must be at least ${MIN_THRESHOLD}.`)
      .max(MAX_THRESHOLD, `threshold must be at most ${MAX_THRESHOLD}.`),
  )
  .transform((value) => Math.round(value * 1000) / 1000);

/** Body of POST /api/alerts. */
export const alertRequestSchema = z.object({
  email: emailAddress(),
  rateType: z.enum(RATE_TYPES, 'rateType must be 30y or 15y.'),
  threshold,
  direction: z.enum(ALERT_DIRECTIONS, 'direction must be below or above.'),
});

export type AlertRequest = z.infer<typeof alertRequestSchema>;
