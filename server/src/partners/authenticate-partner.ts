import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import {
  crossSiteGuard,
  csrfRejected,
  findSession,
  readSessionCookie,
  sessionCookiePolicy,
} from '../auth/index.ts';
import { partnerMay, planRequiredMessage } from '../billing/index.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { partnerApiKeys, partners } from '../db/schema/index.ts';
import { apiError } from '../http/errors.ts';
import type { PartnerEnv } from '../http/partner-env.ts';
import { hashApiKey } from './api-key.ts';

const BEARER = /^Bearer\s+(\S{1,512})$/i;

export interface PartnerAuthDeps {
  db: Database;
  config: Pick<Config, 'PUBLIC_URL' | 'APP_URL'>;
  clock?: () => Date;
}

/** The partner whose console the signed-in account runs, if it has one, and when that session began. */
async function partnerOfSession(
  deps: PartnerAuthDeps,
  token: string,
): Promise<{ partnerId: string; signedInAt: Date } | undefined> {
  const account = await findSession(deps.db, token, deps.clock ? deps.clock() : new Date());
  if (!account) return undefined;
  const [partner] = await deps.db
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.userId, account.userId))
    .limit(1);
  return partner ? { partnerId: partner.id, signedInAt: account.signedInAt } : undefined;
}

/**
 * Resolves the caller to a partner id: `Authorization: Bearer <key>` for servers, or the console's
 * session cookie for an account with a partner profile. Cookie-authenticated changes must come
 * from our own pages (CSRF); a Bearer key is never sent by a browser on its own, so it needs no
 * such check. Anything else is a 401 in the error shape.
 */
export function authenticatePartner(deps: PartnerAuthDeps): MiddlewareHandler<PartnerEnv> {
  const cookiePolicy = sessionCookiePolicy(deps.config);
  const allowedFromHere = crossSiteGuard(deps.config);
  return async (c, next) => {
    const authorization = c.req.header('authorization');
    const match = BEARER.exec(authorization ?? '');
    if (!authorization) {
      const token = readSessionCookie(c, cookiePolicy);
      const consoleSession = token ? await partnerOfSession(deps, token) : undefined;
      if (consoleSession) {
        if (!allowedFromHere(c)) return csrfRejected(c);
        c.set('partnerId', consoleSession.partnerId);
        c.set('signedInAt', consoleSession.signedInAt);
        return next();
      }
    }
    if (!match) {
      c.header('WWW-Authenticate', 'Bearer');
      return apiError(c, 401, 'unauthorized', 'Send your partner API key as "Authorization: Bearer <key>".');
    }
    const [key] = await deps.db
      .select({ id: partnerApiKeys.id, partnerId: partnerApiKeys.partnerId })
      .from(partnerApiKeys)
      // A deleted account's keys are revoked with it; the closed partner is refused all the same.
      .innerJoin(partners, and(eq(partners.id, partnerApiKeys.partnerId), isNull(partners.closedAt)))
      .where(and(eq(partnerApiKeys.keyHash, hashApiKey(match[1])), isNull(partnerApiKeys.revokedAt)))
      .limit(1);
    if (!key) {
      c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      return apiError(c, 401, 'unauthorized', 'This API key is not valid or has been revoked.');
    }
    // An ended plan keeps its keys (listed, revocable in the console) but they stop working until it upgrades.
    if (!(await partnerMay(deps.db, key.partnerId, 'apiKeys', deps.clock ? deps.clock() : new Date()))) {
      return apiError(c, 403, 'plan_required', planRequiredMessage('apiKeys'));
    }
    await noteKeyUse(deps.db, key.id);
    c.set('partnerId', key.partnerId);
    return next();
  };
}

/** last_used_at for the console, written at most once a minute per key so a busy integration does not write on every request. */
async function noteKeyUse(db: Database, keyId: string): Promise<void> {
  await db
    .update(partnerApiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(partnerApiKeys.id, keyId),
        or(
          isNull(partnerApiKeys.lastUsedAt),
          sql`${partnerApiKeys.lastUsedAt} < now() - interval '1 minute'`,
        ),
      ),
    );
}
