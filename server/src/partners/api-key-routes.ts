import {
  ADDRESS_CHANGE_KEY_HOLD_HOURS,
  ADDRESS_RECENTLY_CHANGED,
  type ApiKey,
  apiKeyCreateSchema,
  apiKeyIdParamsSchema,
  apiKeyListSchema,
  createdApiKeySchema,
  FRESH_SIGN_IN_MINUTES,
  FRESH_SIGN_IN_REQUIRED,
} from '@mrn/sdk/schemas';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { assertFreshSignIn, keyHoldUntil } from '../auth/index.ts';
import { requirePlanAllows } from '../billing/index.ts';
import type { Database } from '../db/client.ts';
import { partnerApiKeys } from '../db/schema/index.ts';
import { type AppDeps, systemClock } from '../http/app-deps.ts';
import { ApiFailure } from '../http/errors.ts';
import type { PartnerEnv } from '../http/partner-env.ts';
import { validate } from '../http/validate.ts';
import { describeOperation } from '../openapi/describe-operation.ts';
import { generateApiKey } from './api-key.ts';

/**
 * Minting keys needs a fresh sign-in (the partner just proved their mailbox): a key outlives
 * sessions, so a stolen cookie or a leaked key must not make one that survives "sign out
 * everywhere" and revoking the old key.
 */
const MAKING_A_KEY = {
  action: 'making an API key',
  retry: 'create the key',
  withoutSession:
    'A new API key is made in the partner console, after signing in with a code from your mail: one key ' +
    'cannot make another.',
};

/** No key for a day after an address change, whoever signs in: the old address may still undo it. */
async function assertNoRecentAddressChange(db: Database, partnerId: string, now: Date): Promise<void> {
  const until = await keyHoldUntil(db, partnerId, now);
  if (!until) return;
  throw new ApiFailure(
    403,
    ADDRESS_RECENTLY_CHANGED,
    `Your account's email address changed less than ${ADDRESS_CHANGE_KEY_HOLD_HOURS} hours ago. For your safety, ` +
      `new API keys can be made again from ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC. ` +
      'Your existing keys keep working.',
  );
}

const notYours = () => new ApiFailure(404, 'not_found', 'No API key with this id belongs to your account.');
const keyIdParams = validate('param', apiKeyIdParamsSchema, { failure: notYours });

const KEY_COLUMNS = {
  id: partnerApiKeys.id,
  name: partnerApiKeys.name,
  prefix: partnerApiKeys.keyPrefix,
  createdAt: partnerApiKeys.createdAt,
  lastUsedAt: partnerApiKeys.lastUsedAt,
  revokedAt: partnerApiKeys.revokedAt,
};

interface KeyRow {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

function apiKeyView(row: KeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
    revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
  };
}

async function listApiKeys(db: Database, partnerId: string): Promise<ApiKey[]> {
  const rows = await db
    .select(KEY_COLUMNS)
    .from(partnerApiKeys)
    .where(eq(partnerApiKeys.partnerId, partnerId))
    .orderBy(desc(partnerApiKeys.createdAt), desc(partnerApiKeys.id));
  return rows.map(apiKeyView);
}

/**
 * Named API keys of the partner API (/api/partner/keys): list, create (the secret is in that one
 * answer only; the database keeps its sha256) and revoke. Authentication reads the database on
 * every request, so a revoked key is refused at once on every node.
 */
export function apiKeyRoutes(deps: Pick<AppDeps, 'db' | 'clock'>): Hono<PartnerEnv> {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;
  const app = new Hono<PartnerEnv>();

  app.get(
    '/',
    describeOperation({
      audience: 'Partner API',
      summary: 'List your API keys',
      description:
        'Newest first, revoked keys included. The full key is never shown again after it is created.',
      success: { 200: { description: 'Every API key of your account.', schema: apiKeyListSchema } },
    }),
    async (c) => c.json({ keys: await listApiKeys(db, c.get('partnerId')) }),
  );

  app.post(
    '/',
    describeOperation({
      audience: 'Partner API',
      summary: 'Create an API key',
      description:
        'The answer’s `secret` is the full key, for `Authorization: Bearer <secret>`. It is shown this once: only a fingerprint is stored. ' +
        `Only from the console, within ${FRESH_SIGN_IN_MINUTES} minutes of signing in with a mailed code or link; ` +
        `otherwise (also with a Bearer key) the answer is 403 \`${FRESH_SIGN_IN_REQUIRED}\`: sign in again ` +
        '(POST /api/auth/sign-in, then /api/auth/verify-code) and retry. Within ' +
        `${ADDRESS_CHANGE_KEY_HOLD_HOURS} hours of a change of the account's address the answer is 403 ` +
        `\`${ADDRESS_RECENTLY_CHANGED}\`, saying from when keys can be made again.`,
      success: { 201: { description: 'The new key and its secret.', schema: createdApiKeySchema } },
      errors: [400, 403, 413, 415, 422, 429],
    }),
    requirePlanAllows(deps, 'apiKeys'),
    validate('json', apiKeyCreateSchema),
    async (c) => {
      const now = clock();
      await assertNoRecentAddressChange(db, c.get('partnerId'), now);
      assertFreshSignIn(c.get('signedInAt'), now, MAKING_A_KEY);
      const generated = generateApiKey();
      const [stored] = await db
        .insert(partnerApiKeys)
        .values({
          partnerId: c.get('partnerId'),
          name: c.req.valid('json').name,
          keyHash: generated.keyHash,
          keyPrefix: generated.keyPrefix,
        })
        .returning(KEY_COLUMNS);
      return c.json({ key: apiKeyView(stored), secret: generated.key }, 201);
    },
  );

  app.delete(
    '/:id',
    describeOperation({
      audience: 'Partner API',
      summary: 'Revoke an API key',
      description:
        'Requests with the key are refused (401) from now on. Revoking a revoked key changes nothing.',
      success: { 204: { description: 'Revoked.', mediaType: 'none' } },
      errors: [404],
    }),
    keyIdParams,
    async (c) => {
      const scope = and(
        eq(partnerApiKeys.id, c.req.valid('param').id),
        eq(partnerApiKeys.partnerId, c.get('partnerId')),
      );
      const [revoked] = await db
        .update(partnerApiKeys)
        .set({ revokedAt: sql`now()` })
        .where(and(scope, isNull(partnerApiKeys.revokedAt)))
        .returning({ id: partnerApiKeys.id });
      if (!revoked) {
        const [existing] = await db
          .select({ id: partnerApiKeys.id })
          .from(partnerApiKeys)
          .where(scope)
          .limit(1);
        if (!existing) throw notYours();
      }
      return c.body(null, 204);
    },
  );

  return app;
}
