import { and, eq, isNull } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/client.ts';
import { partnerApiKeys } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { hashApiKey } from './api-key.ts';

export interface PartnerEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { partnerId: string };
}

const BEARER = /^Bearer\s+(\S{1,512})$/i;

/** Resolves `Authorization: Bearer <key>` to a partner id, or answers 401 in the error shape. */
export function authenticatePartner(db: Database): MiddlewareHandler<PartnerEnv> {
  return async (c, next) => {
    const match = BEARER.exec(c.req.header('authorization') ?? '');
    if (!match) {
      c.header('WWW-Authenticate', 'Bearer');
      return apiError(c, 401, 'unauthorized', 'Send your partner API key as "Authorization: Bearer <key>".');
    }
    const [key] = await db
      .select({ partnerId: partnerApiKeys.partnerId })
      .from(partnerApiKeys)
      .where(and(eq(partnerApiKeys.keyHash, hashApiKey(match[1])), isNull(partnerApiKeys.revokedAt)))
      .limit(1);
    if (!key) {
      c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      return apiError(c, 401, 'unauthorized', 'This API key is not valid or has been revoked.');
    }
    c.set('partnerId', key.partnerId);
    return next();
  };
}
