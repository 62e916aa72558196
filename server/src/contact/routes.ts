import {
  CONTACT_ALL_FIELDS_MESSAGE,
  CONTACT_INVALID_EMAIL_MESSAGE,
  contactMessageSchema,
  contactReceiptSchema,
} from '@mrn/sdk/schemas';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { contactMessages } from '../db/schema/index.ts';
import type { AppDeps } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { isBrowserFormPost } from '../http/browser-form-post.ts';
import { ApiFailure, type FieldMessages } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe-operation.ts';
import { forwardContactMessage } from './forward-contact-message.ts';

/** Spec §5: every field missing is "Please fill in all fields"; only a bad email is "Invalid email address". */
function contactFailure(fields: FieldMessages): ApiFailure {
  const onlyEmail = Object.keys(fields).length === 1 && fields.Email === CONTACT_INVALID_EMAIL_MESSAGE;
  return onlyEmail
    ? new ApiFailure(422, 'invalid_email', `Invalid email address. ${CONTACT_INVALID_EMAIL_MESSAGE}`, fields)
    : new ApiFailure(422, 'validation_failed', CONTACT_ALL_FIELDS_MESSAGE, fields);
}

/**
 * POST /api/contact (JSON or multipart): stores the message, then forwards it when
 * CONTACT_FORWARD_URL is set. A failed forward is logged; the stored message still counts (201).
 */
export function contactRoutes(deps: Pick<AppDeps, 'db' | 'config' | 'fetch'>): Hono<AppEnv> {
  return new Hono<AppEnv>().post(
    '/',
    describeOperation({
      audience: 'Public API',
      summary: 'Send a message to the MRN team',
      description:
        'The contact page posts these fields as multipart/form-data; JSON with the same names works too. A ' +
        'form post that accepts text/html (the page without script) is answered 303 to /contact?success=true#sent.',
      success: { 201: { description: 'The message was stored.', schema: contactReceiptSchema } },
      errors: [400, 413, 415, 422, 429],
      alsoAccepts: [
        { mediaType: 'application/json', schema: contactMessageSchema },
        { mediaType: 'multipart/form-data', schema: contactMessageSchema },
        { mediaType: 'application/x-www-form-urlencoded', schema: contactMessageSchema },
      ],
    }),
    validate('jsonOrForm', contactMessageSchema, { failure: contactFailure }),
    async (c) => {
      const fields = c.req.valid('json');
      const message = {
        name: fields.Name,
        email: fields.Email,
        topic: fields.Topic,
        message: fields.Message,
        createdLabel: fields.Created ?? null,
      };
      const [stored] = await deps.db
        .insert(contactMessages)
        .values(message)
        .returning({ id: contactMessages.id });
      const forwardUrl = deps.config.CONTACT_FORWARD_URL;
      if (forwardUrl) {
        try {
          await forwardContactMessage(forwardUrl, message, deps.fetch);
          await deps.db
            .update(contactMessages)
            .set({ forwardedAt: new Date() })
            .where(eq(contactMessages.id, stored.id));
        } catch (error) {
          c.get('logger').warn({ err: error, contactMessageId: stored.id }, 'contact message forward failed');
        }
      }
      // A browser posting the page's form without script gets the page back, saying it was sent.
      if (isBrowserFormPost(c)) return c.redirect(`${deps.config.PUBLIC_URL}/contact?success=true#sent`, 303);
      return c.json({ id: stored.id }, 201);
    },
  );
}
