import { z } from 'zod/mini';
import { singleLineTextSchema } from './plain-text';

export const API_KEY_NAME_MAX_LENGTH = 60;

/**
 * No key is made this long after the account's address changed: a thief who moved the account to
 * their mailbox cannot mint a key before the old address's "This wasn't me" link had a day to act.
 */
export const ADDRESS_CHANGE_KEY_HOLD_HOURS = 24;

/** The 403 code of POST /api/partner/keys within ADDRESS_CHANGE_KEY_HOLD_HOURS of an address change. */
export const ADDRESS_RECENTLY_CHANGED = 'address_recently_changed';

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
