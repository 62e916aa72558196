import {
  CONTACT_ALL_FIELDS_MESSAGE,
  CONTACT_INVALID_EMAIL_MESSAGE,
  contactMessageSchema,
} from '@mrn/sdk/schemas/contact-message';
import type { ToastMessage } from '../toast.ts';

export interface ContactFields {
  name: string;
  email: string;
  topic: string;
  message: string;
}
export type ContactFieldName = keyof ContactFields;

/** Messages shown beside the fields, keyed by the form's field names. */
export type ContactFieldMessages = Partial<Record<ContactFieldName, string>>;

export interface ContactProblem {
  /** The spec §5 toast: 'Please fill in all fields' or 'Invalid email address'. */
  toast: ToastMessage;
  fields: ContactFieldMessages;
}

/** The API's multipart field names (the shared schema's keys) and the form's own names. */
const FORM_FIELD_OF: Record<string, ContactFieldName> = {
  Name: 'name',
  Email: 'email',
  Topic: 'topic',
  Message: 'message',
};

/** Beside one empty field, the schema's "fill in all fields" sentence would overstate the problem. */
const REQUIRED_MESSAGE = 'This field is required.';

const ALL_FIELDS_TOAST: ToastMessage = {
  title: 'Please fill in all fields',
  description: 'All fields are required to submit the form.',
  variant: 'destructive',
};
const INVALID_EMAIL_TOAST: ToastMessage = {
  title: 'Invalid email address',
  description: CONTACT_INVALID_EMAIL_MESSAGE,
  variant: 'destructive',
};

/**
 * Field messages from the API's per-field messages (a 422 from POST /api/contact, or the same
 * schema run here), with the schema's "fill in all fields" sentence shortened for one field.
 */
export function contactFieldMessages(apiFields: Readonly<Record<string, string>>): ContactFieldMessages {
  const messages: ContactFieldMessages = {};
  for (const [apiField, message] of Object.entries(apiFields)) {
    const field = FORM_FIELD_OF[apiField];
    if (field && !messages[field])
      messages[field] = message === CONTACT_ALL_FIELDS_MESSAGE ? REQUIRED_MESSAGE : message;
  }
  return messages;
}

/**
 * The toast for a set of field messages: missing fields first, as spec §5 orders the checks, then a
 * bad address; anything else (a field over its length) is named by the field's own message, since
 * "Please fill in all fields" would send the person looking for a blank that is not there.
 */
export function contactProblemToast(fields: ContactFieldMessages): ToastMessage {
  const messages = Object.values(fields);
  if (messages.length === 0 || messages.includes(REQUIRED_MESSAGE)) return ALL_FIELDS_TOAST;
  if (messages.length === 1 && fields.email === CONTACT_INVALID_EMAIL_MESSAGE) return INVALID_EMAIL_TOAST;
  return { title: 'Please check the highlighted fields', description: messages[0], variant: 'destructive' };
}

/**
 * What blocks sending, by the server's own rules (the shared contactMessageSchema): a message beside
 * each field at fault and the spec's toast; null when the message may be sent.
 */
export function contactValidationProblem(fields: ContactFields): ContactProblem | null {
  const parsed = contactMessageSchema.safeParse({
    Name: fields.name,
    Email: fields.email,
    Topic: fields.topic,
    Message: fields.message,
  });
  if (parsed.success) return null;
  const apiFields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    // An empty topic fails the enum: for the person that is a missing choice, not a wrong one.
    const message = key === 'Topic' && fields.topic === '' ? CONTACT_ALL_FIELDS_MESSAGE : issue.message;
    apiFields[key] ??= message;
  }
  const fieldMessages = contactFieldMessages(apiFields);
  return { toast: contactProblemToast(fieldMessages), fields: fieldMessages };
}
