import { z } from 'zod/mini';
import { singleLineTextSchema } from './plain-text';

export const API_KEY_NAME_MAX_LENGTH = 60;

/**
 * A new key needs a console session that began this recently (a sign-in with a mailed code or
 * link): a stolen cookie or a leaked key cannot mint keys that outlive "sign out everywhere".
 */
export const FRESH_SIGN_IN_MINUTES = 10;

/** The 403 code of POST /api/partner/keys without a fresh sign-in; the console then asks for a code. */
export const FRESH_SIGN_IN_REQUIRED = 'fresh_sign_in_required';

/** POST /api/partner/keys: a name that says where the key is used ("CRM sync", "Website"). */
export const apiKeyCreateSchema = z.strictObject({
  name: singleLineTextSchema({ maxLength: API_KEY_NAME_MAX_LENGTH, requiredMessage: 'Give the key a name.' }),
});
export type ApiKeyCreate = z.output<typeof apiKeyCreateSchema>;

/** :id of /api/partner/keys/:id (a UUID; anything else is a 404 like a missing key). */
export const apiKeyIdParamsSchema = z.strictObject({ id: z.uuid() });

/** One API key as the partner sees it: never the secret, only its first characters. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters ("mrn_AbCd1234"), to tell keys apart. */
  prefix: z.string(),
  createdAt: z.string(),
  /** Updated at most once a minute per key. */
  lastUsedAt: z.nullable(z.string()),
  revokedAt: z.nullable(z.string()),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** GET /api/partner/keys: newest first, revoked keys included. */
export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** 201 of POST /api/partner/keys: the only answer that carries the full key. */
export const createdApiKeySchema = z.object({
  key: apiKeySchema,
  /** The full key for "Authorization: Bearer <secret>"; only its fingerprint is stored. */
  secret: z.string(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
