import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { contactMessages } from '../db/schema/index.ts';
import type { AppDeps } from '../http/app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';
import { readJsonOrFormObject } from '../http/read-body.ts';
import { parseContactMessage } from './contact-message.ts';
import { forwardContactMessage } from './forward-contact-message.ts';

/**
 * POST /api/contact (JSON or multipart): stores the message, then forwards it when
 * CONTACT_FORWARD_URL is set. A failed forward is logged; the stored message still counts (201).
 */
export function contactRoutes(deps: Pick<AppDeps, 'db' | 'config' | 'fetch'>): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/api/contact', async (c) => {
    const message = parseContactMessage(await readJsonOrFormObject(c));
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
    return c.json({ id: stored.id }, 201);
  });
}
