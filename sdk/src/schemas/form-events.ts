import { z } from 'zod/mini';

/** What a widget may report about itself; `open` = popup.js opened its dialog. */
export const FORM_EVENT_TYPES = ['open'] as const;
export type FormEventType = (typeof FORM_EVENT_TYPES)[number];

/**
 * POST /api/forms/:id/events: a widget event counted in the form's analytics. Only a type, no
 * visitor data: the server stores a daily count per form, nothing about the visitor.
 */
export const formEventSchema = z.strictObject({
  type: z.enum(FORM_EVENT_TYPES, `type must be one of ${FORM_EVENT_TYPES.join(', ')}.`),
});
export type FormEvent = z.infer<typeof formEventSchema>;
