import { z } from 'zod/mini';
import { emailAddressSchema } from './email-address';

/** POST /api/newsletter/subscribe */
export const newsletterSubscriptionSchema = z.strictObject({
  email: emailAddressSchema('Please enter a valid email address to subscribe.'),
});

/**
 * 201 answer, the same whether the address is new, waiting or already confirmed (so the form
 * cannot be asked who subscribes): a confirmation mail is on its way when one is needed.
 */
export const newsletterSubscriptionPendingSchema = z.object({
  status: z.literal('pending'),
  message: z.string(),
});
