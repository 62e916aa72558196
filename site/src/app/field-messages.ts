import type { FieldMessages } from '@mrn/sdk/schemas/api-error';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * Per-field messages of a failed safeParse, keyed like the server's 422 `fields` (dotted paths),
 * first message per field: the form shows exactly what the API would answer.
 */
export function fieldMessagesFrom(error: { issues: readonly Issue[] }): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'form';
    if (!(key in messages)) messages[key] = issue.message;
  }
  return messages;
}
