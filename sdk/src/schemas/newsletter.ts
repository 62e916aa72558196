import { z } from 'zod/mini';
import { emailAddressSchema } from './email-address';

/** POST /api/newsletter/subscribe */
export const newsletterSubscriptionSchema = z.strictObject({
  email: emailAddressSchema('Please enter a valid email address to subscribe.'),
});

export const newsletterSubscribedSchema = z.object({ subscribed: z.literal(true) });
