import { z } from 'zod/mini';
import { emailAddressSchema } from './email-address';
import { multiLineTextSchema } from './plain-text';

export const INSTALL_NOTE_MAX_LENGTH = 1000;

/** Hints the console shows beside the fields of "Send these instructions to my web developer". */
export const INSTALL_INSTRUCTIONS_HINTS = {
  developerEmail:
    'We send the snippets and a link to the installation guide; replies come to you. An address new to your ' +
    'account first gets a link to confirm it.',
  note: `Optional, at most ${INSTALL_NOTE_MAX_LENGTH} characters. Included in the mail, above the snippets.`,
} as const;

/** POST /api/partner/forms/:id/install-instructions: mail this form's snippets to a web developer. */
export const installInstructionsRequestSchema = z.strictObject({
  developerEmail: emailAddressSchema("Enter your web developer's email address, like dev@example.com."),
  /** Optional; an empty string means none. */
  note: z.optional(
    z.pipe(
      multiLineTextSchema({ maxLength: INSTALL_NOTE_MAX_LENGTH }),
      z.transform((value: string) => value || undefined),
    ),
  ),
});
export type InstallInstructionsRequest = z.output<typeof installInstructionsRequestSchema>;
export type InstallInstructionsInput = z.input<typeof installInstructionsRequestSchema>;

/** 202 of POST /api/partner/forms/:id/install-instructions: the mail is queued. */
export const installInstructionsAcceptedSchema = z.object({
  /** awaiting_confirmation: the address gets a link to confirm first; the instructions follow once it does. */
  status: z.enum(['queued', 'awaiting_confirmation']),
  message: z.string(),
});
export type InstallInstructionsAccepted = z.infer<typeof installInstructionsAcceptedSchema>;
