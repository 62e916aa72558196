import type { Plan } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';

export interface UserRecord {
  id: string;
  email: string;
  plan: Plan;
  createdAt: Date;
}

/** The account of a verified address, made on its first sign-in (sign-up and sign-in are one flow). */
export async function findOrCreateUser(db: DatabaseExecutor, email: string, now: Date): Promise<UserRecord> {
  const [row] = await queryRows<{ id: string; email: string; plan: Plan; created_at: Date | string }>(
    db,
    sql`INSERT INTO users (email, created_at) VALUES (${email}, ${now.toISOString()}::timestamptz)
        ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email
        RETURNING id, email, plan, created_at`,
  );
  return { id: row.id, email: row.email, plan: row.plan, createdAt: new Date(row.created_at) };
}
