import type { DatabaseExecutor } from '../db/client.ts';
import { newsletterSubscribers } from '../db/schema/index.ts';

/** Adds the address once; subscribing again is a no-op (same answer, no duplicate row). */
export async function subscribeToNewsletter(db: DatabaseExecutor, email: string): Promise<void> {
  await db
    .insert(newsletterSubscribers)
    .values({ email: email.toLowerCase() })
    .onConflictDoNothing({ target: newsletterSubscribers.email });
}
