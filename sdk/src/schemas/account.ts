import { z } from 'zod/mini';
import { PLANS } from './auth';
import { emailAddressSchema } from './email-address';

/** Which mails a person gets; sign-in and email-change mails always go out. */
export const notificationPreferencesSchema = z.object({
  /** Rate alert mails; false pauses every alert at once (pause-all). */
  alertMails: z.boolean(),
  /** The newsletter (tips and product news). */
  newsletter: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PATCH /api/app/account/preferences: any subset. */
export const notificationPreferencesUpdateSchema = z.strictObject({
  alertMails: z.optional(z.boolean('alertMails must be true or false.')),
  newsletter: z.optional(z.boolean('newsletter must be true or false.')),
});

/** GET /api/app/account */
export const accountSchema = z.object({
  email: z.string(),
  plan: z.enum(PLANS),
  createdAt: z.string(),
  /** A new address waiting for its verification mail to be followed. */
  pendingEmail: z.nullable(z.string()),
  preferences: notificationPreferencesSchema,
});
export type Account = z.infer<typeof accountSchema>;

/** POST /api/app/account/email: mails a link to the new address; the change waits for it. */
export const emailChangeRequestSchema = z.strictObject({ email: emailAddressSchema() });

/** GET /api/app/account/export?format=json|csv */
export const accountExportQuerySchema = z.strictObject({
  format: z._default(z.enum(['json', 'csv'], 'format must be json or csv.'), 'json'),
});

/** POST /api/app/account/delete: the person types their address to confirm. */
export const accountDeleteRequestSchema = z.strictObject({
  confirmEmail: emailAddressSchema('Type your email address to confirm.'),
});
