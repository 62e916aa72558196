import { z } from 'zod';
import { SIMPLE_EMAIL_PATTERN } from '../http/email-address.ts';
import { ApiFailure } from '../http/errors.ts';
import { fieldMessages } from '../http/validation.ts';
import { CONTACT_TOPICS, type ContactTopic } from './contact-topics.ts';

export interface ContactMessageInput {
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  /** The form's "Created" field, kept verbatim (the original form sends a placeholder token). */
  createdLabel: string | null;
}

const ALL_FIELDS_MESSAGE = 'Please fill in all fields. All fields are required to submit the form.';

const requiredText = (maxLength: number) =>
  z
    .string(ALL_FIELDS_MESSAGE)
    .trim()
    .min(1, ALL_FIELDS_MESSAGE)
    .max(maxLength, `At most ${maxLength} characters.`);

const contactFields = z.object({
  name: requiredText(200),
  email: requiredText(254),
  topic: z.enum(CONTACT_TOPICS, `Choose one of: ${CONTACT_TOPICS.join(', ')}.`),
  message: requiredText(10_000),
  created: z.string().max(100).optional().catch(undefined),
});

/** The spec names the fields Name, Email ...; lower-case names are accepted too. */
function pick(body: Record<string, unknown>, name: string): unknown {
  return body[name] ?? body[name.toLowerCase()];
}

/**
 * Validates a contact submission per spec §5: every field required (else 422 "Please fill in
 * all fields"), then the simple email pattern (else 422 "Invalid email address").
 */
export function parseContactMessage(body: Record<string, unknown>): ContactMessageInput {
  const result = contactFields.safeParse({
    name: pick(body, 'Name'),
    email: pick(body, 'Email'),
    topic: pick(body, 'Topic'),
    message: pick(body, 'Message'),
    created: pick(body, 'Created'),
  });
  if (!result.success) {
    throw new ApiFailure(422, 'validation_failed', ALL_FIELDS_MESSAGE, fieldMessages(result.error));
  }
  const fields = result.data;
  if (!SIMPLE_EMAIL_PATTERN.test(fields.email)) {
    throw new ApiFailure(422, 'invalid_email', 'Invalid email address. Please enter a valid email address.', {
      email: 'Please enter a valid email address.',
    });
  }
  return {
    name: fields.name,
    email: fields.email,
    topic: fields.topic,
    message: fields.message,
    createdLabel: fields.created ?? null,
  };
}
