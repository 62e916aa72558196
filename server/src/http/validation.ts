import type { z } from 'zod';
import { ApiFailure, type FieldMessages } from './errors.ts';

/** Turns zod issues into one message per field (the first issue of each path wins). */
export function fieldMessages(error: z.ZodError): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    messages[field] ??= issue.message;
  }
  return messages;
}

/** Validates `input` or throws a 422 ApiFailure whose message lists the fields at fault. */
export function validateOrFail<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  message = 'Some fields are missing or invalid.',
): z.infer<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ApiFailure(422, 'validation_failed', message, fieldMessages(result.error));
}
