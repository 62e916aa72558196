import { z } from 'zod/mini';
import { accountAlertSchema } from './app-alerts';
import { PLANS } from './auth';
import { emailAddressSchema } from './email-address';
import { mailSuppressionSchema } from './mail-suppression';
import { myLoanSchema } from './my-loan';
import { partnerLeadSchema } from './partner-leads';

/** Which mails a person gets; sign-in and email-change mails always go out. */
export const notificationPreferencesSchema = z.object({
  /** Rate alert mails; false pauses every alert at once (pause-all). */
  alertMails: z.boolean(),
  /** The newsletter (tips and product news). */
  newsletter: z.boolean(),
  /** The weekly digest (opt-in): the week's rate moves and how far each alert is from firing. */
  weeklyDigest: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PATCH /api/app/account/preferences: any subset. */
export const notificationPreferencesUpdateSchema = z.strictObject({
  alertMails: z.optional(z.boolean('alertMails must be true or false.')),
  newsletter: z.optional(z.boolean('newsletter must be true or false.')),
  weeklyDigest: z.optional(z.boolean('weeklyDigest must be true or false.')),
});

/** GET /api/app/account */
export const accountSchema = z.object({
  email: z.string(),
  plan: z.enum(PLANS),
  createdAt: z.string(),
  /** A new address waiting for its verification mail to be followed. */
  pendingEmail: z.nullable(z.string()),
  preferences: notificationPreferencesSchema,
  /** Set while mail to the address is stopped (it bounced, or a mail was marked as spam), with why. */
  mailSuppression: z.nullable(mailSuppressionSchema),
});
export type Account = z.infer<typeof accountSchema>;

/** POST /api/app/account/email: mails a link to the new address; the change waits for it. */
export const emailChangeRequestSchema = z.strictObject({ email: emailAddressSchema() });
export type EmailChangeRequest = z.output<typeof emailChangeRequestSchema>;

/** GET /api/app/account/export?format=json|csv */
export const accountExportQuerySchema = z.strictObject({
  format: z._default(z.enum(['json', 'csv'], 'format must be json or csv.'), 'json'),
});

/** POST /api/app/account/delete: the person types their address to confirm. */
export const accountDeleteRequestSchema = z.strictObject({
  confirmEmail: emailAddressSchema('Type your email address to confirm.'),
});

/**
 * PATCH /api/app/account/preferences answers the account (accountSchema) plus `notice`: a sentence
 * when turning alert mails back on could not resume every alert (the plan limit), else null.
 */
export const preferencesUpdatedSchema = z.extend(accountSchema, { notice: z.nullable(z.string()) });
export type PreferencesUpdated = z.infer<typeof preferencesUpdatedSchema>;

/** POST /api/app/account/email: 202, the link is on its way to the new address. */
export const emailChangeSentSchema = z.object({ status: z.literal('sent'), message: z.string() });

/**
 * GET /api/app/account/export?format=json (an attachment): everything held about the person. The
 * CSV export has the same content as one table of `section, record, field, value` rows.
 */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  account: z.pick(accountSchema, { email: true, plan: true, createdAt: true, pendingEmail: true }),
  preferences: notificationPreferencesSchema,
  /** The loan the person said they will get (My loan), with its series in words; null if never chosen. */
  myLoan: z.nullable(myLoanSchema),
  /** Each alert as the dashboard shows it, with the dates it was confirmed and unsubscribed. */
  alerts: z.array(
    z.extend(accountAlertSchema, {
      confirmedAt: z.nullable(z.string()),
      unsubscribedAt: z.nullable(z.string()),
    }),
  ),
  /** Signed-in devices (no session ids: they would be credentials). */
  sessions: z.array(z.object({ createdAt: z.string(), expiresAt: z.string() })),
  /** Lead forms submitted with this address, as each partner received them. */
  leads: z.array(
    z.extend(
      z.pick(partnerLeadSchema, {
        name: true,
        email: true,
        phone: true,
        rateType: true,
        series: true,
        seriesLabel: true,
        targetRate: true,
        direction: true,
        pageUrl: true,
        createdAt: true,
        consentRecord: true,
      }),
      { partnerName: z.string() },
    ),
  ),
  newsletter: z.object({ subscribed: z.boolean(), subscribedAt: z.nullable(z.string()) }),
  contactMessages: z.array(
    z.object({ name: z.string(), topic: z.string(), message: z.string(), createdAt: z.string() }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
