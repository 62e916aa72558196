import { z } from 'zod/mini';
import { SIMPLE_EMAIL_PATTERN } from './email-address';
import { multiLineTextSchema, singleLineTextSchema } from './plain-text';

/** The topics offered by the contact form (spec §9). */
export const CONTACT_TOPICS = [
  'General Question',
  'Technical Support',
  'Billing Issue',
  'Feedback',
  'Other',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_ALL_FIELDS_MESSAGE =
  'Please fill in all fields. All fields are required to submit the form.';
export const CONTACT_INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';

const requiredLine = (maxLength: number) =>
  singleLineTextSchema({ maxLength, requiredMessage: CONTACT_ALL_FIELDS_MESSAGE });

/**
 * POST /api/contact, as JSON or as the multipart fields the spec names (Name, Email, Topic,
 * Message, Created). Every field is required (spec §5); the email then follows the simple pattern.
 */
export const contactMessageSchema = z.strictObject({
  Name: requiredLine(200),
  Email: requiredLine(254).check(z.regex(SIMPLE_EMAIL_PATTERN, CONTACT_INVALID_EMAIL_MESSAGE)),
  Topic: z.enum(CONTACT_TOPICS, `Choose one of: ${CONTACT_TOPICS.join(', ')}.`),
  Message: multiLineTextSchema({ maxLength: 10_000, requiredMessage: CONTACT_ALL_FIELDS_MESSAGE }),
  /** The form's submission time, kept verbatim (the original form sends a placeholder token). */
  Created: z.optional(singleLineTextSchema({ maxLength: 100 })),
});
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const contactReceiptSchema = z.object({ id: z.string() });
