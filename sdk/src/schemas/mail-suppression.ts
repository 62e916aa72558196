import { z } from 'zod/mini';

/**
 * Why mail to an address stopped: it bounced for good, failed 3 times within 7 days, or the person
 * marked a mail as spam (a complaint).
 */
export const MAIL_SUPPRESSION_REASONS = ['hard_bounce', 'soft_bounces', 'complaint'] as const;
export type MailSuppressionReason = (typeof MAIL_SUPPRESSION_REASONS)[number];

/** Shown on the account page and in the partner's lead table (describeMailSuppression): the status and why. */
export const mailSuppressionSchema = z.object({
  reason: z.enum(MAIL_SUPPRESSION_REASONS),
  /** What the receiving mail server said, e.g. "550 5.1.1 user unknown". */
  detail: z.string(),
  /** When mail stopped (ISO 8601). */
  since: z.string(),
});
export type MailSuppression = z.infer<typeof mailSuppressionSchema>;

/** `27 Nov 2026` (UTC). */
function suppressionDay(since: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(since));
}

/** One plain sentence, e.g. "Mail to this address bounced on 27 Nov 2026: 550 5.1.1 user unknown". */
export function describeMailSuppression(suppression: MailSuppression): string {
  const day = suppressionDay(suppression.since);
  if (suppression.reason === 'hard_bounce')
    return `Mail to this address bounced on ${day}: ${suppression.detail}`;
  if (suppression.reason === 'soft_bounces')
    return `Mail to this address kept failing and stopped on ${day}: ${suppression.detail}`;
  return `A mail to this address was marked as spam on ${day}, so it gets no more mail except sign-in links.`;
}

/** POST /api/app/account/mail-suppression/lift answers the account's (now empty) suppression. */
export const mailSuppressionLiftedSchema = z.object({ lifted: z.boolean(), message: z.string() });

/** POST /api/app/account/mail-suppression/lift: no fields; the signed-in person asks for mail again. */
export const mailSuppressionLiftRequestSchema = z.strictObject({});
