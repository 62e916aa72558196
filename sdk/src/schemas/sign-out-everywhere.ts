import { z } from 'zod/mini';

/**
 * POST /api/auth/sign-out-everywhere: ends every session of the account and, when asked, revokes
 * every partner API key too (a key is no session: it would outlive the sign-out otherwise).
 */
export const signOutEverywhereRequestSchema = z.strictObject({
  revokeApiKeys: z._default(z.boolean('revokeApiKeys must be true or false.'), false),
});
export type SignOutEverywhereRequest = z.input<typeof signOutEverywhereRequestSchema>;
