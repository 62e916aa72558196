import { z } from 'zod/mini';

/**
 * `?token=` of a link in a mail (confirm, unsubscribe). Not strict, unlike every other input:
 * people open these links, and mail tools may append their own tracking parameters.
 */
export const mailLinkQuerySchema = z.object({
  token: z._default(z.string().check(z.maxLength(2048, 'The link is incomplete or was changed.')), ''),
});
