import type { Plan } from '@mrn/sdk/schemas';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import type { SessionAccount } from '../http/session-env.ts';

/** A session lasts 30 days and is extended when used in its second half. */
export const SESSION_LIFETIME_MS = 30 * 24 * 3600 * 1000;

/** The signed-in person, as routes see it (c.get('account')). */
function sessionIdOf(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** 20 random bytes (160 bits) for the cookie; the table keeps only their SHA-256. */
function newSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

/** Starts a session and returns the token for the cookie. */
export async function createSession(db: DatabaseExecutor, userId: string, now: Date): Promise<string> {
  const token = newSessionToken();
  await db.execute(
    sql`INSERT INTO sessions (id, user_id, created_at, expires_at)
        VALUES (${sessionIdOf(token)}, ${userId}::uuid, ${now.toISOString()}::timestamptz,
                ${new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString()}::timestamptz)`,
  );
  return token;
}

interface SessionRow {
  id: string;
  user_id: string;
  email: string;
  plan: Plan;
  user_created_at: Date | string;
  signed_in_at: Date | string;
  expires_at: Date | string;
}

/** The account behind a cookie token, or undefined when unknown or expired. Slides the expiry when due. */
export async function findSession(
  db: DatabaseExecutor,
  token: string,
  now: Date,
): Promise<SessionAccount | undefined> {
  const [row] = await queryRows<SessionRow>(
    db,
    sql`SELECT s.id, s.user_id, u.email, u.plan, u.created_at AS user_created_at,
               s.created_at AS signed_in_at, s.expires_at
          FROM sessions s JOIN users u ON u.id = s.user_id
         WHERE s.id = ${sessionIdOf(token)} AND s.expires_at > ${now.toISOString()}::timestamptz`,
  );
  if (!row) return undefined;
  if (new Date(row.expires_at).getTime() - now.getTime() < SESSION_LIFETIME_MS / 2) {
    await db.execute(
      sql`UPDATE sessions SET expires_at = ${new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString()}::timestamptz
           WHERE id = ${row.id}`,
    );
  }
  return {
    sessionId: row.id,
    userId: row.user_id,
    email: row.email,
    plan: row.plan,
    createdAt: new Date(row.user_created_at),
    signedInAt: new Date(row.signed_in_at),
  };
}

/** Ends the session a cookie token names (sign-out, or rotation on a new sign-in). */
export async function deleteSessionByToken(db: DatabaseExecutor, token: string): Promise<void> {
  await db.execute(sql`DELETE FROM sessions WHERE id = ${sessionIdOf(token)}`);
}

/** Sign out everywhere. */
export async function deleteUserSessions(db: DatabaseExecutor, userId: string): Promise<void> {
  await db.execute(sql`DELETE FROM sessions WHERE user_id = ${userId}::uuid`);
}
