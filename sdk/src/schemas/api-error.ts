import { z } from 'zod/mini';

/** Per-field messages of a 422, keyed by the request's field names (dotted for nested ones). */
export const fieldMessagesSchema = z.record(z.string(), z.string());
export type FieldMessages = z.infer<typeof fieldMessagesSchema>;

/** Every error the API answers: `{ "error": { "code", "message", "fields"? } }`. */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(fieldMessagesSchema),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
