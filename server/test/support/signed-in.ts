import { createSession } from '../../src/auth/sessions.ts';
import { findOrCreateUser, type UserRecord } from '../../src/auth/users.ts';
import type { Config } from '../../src/config.ts';
import type { DatabaseExecutor } from '../../src/db/client.ts';

export interface SignedIn {
  user: UserRecord;
  /** Headers of a same-origin request from the app with this person's session cookie. */
  headers: { Cookie: string; Origin: string };
  /** The same plus a JSON content type, for POST/PATCH bodies. */
  jsonHeaders: { Cookie: string; Origin: string; 'Content-Type': string };
}

/** A signed-in person for route tests, made the way verify-link makes one (account + session). */
export async function signedIn(
  db: DatabaseExecutor,
  config: Pick<Config, 'PUBLIC_URL'>,
  email: string,
  now = new Date(),
): Promise<SignedIn> {
  const user = await findOrCreateUser(db, email, now);
  const token = await createSession(db, user.id, now);
  const headers = { Cookie: `mrn_session=${token}`, Origin: new URL(config.PUBLIC_URL).origin };
  return { user, headers, jsonHeaders: { ...headers, 'Content-Type': 'application/json' } };
}
