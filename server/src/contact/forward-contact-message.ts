import type { contactMessages } from '../db/schema/index.ts';

/** A contact message as stored: the spec's fields under our column names. */
export type ContactMessageInput = Pick<
  typeof contactMessages.$inferInsert,
  'name' | 'email' | 'topic' | 'message' | 'createdLabel'
>;

const FORWARD_TIMEOUT_MS = 5_000;

/**
 * Posts the message to the third-party form service as multipart form data with the fields
 * Name, Email, Topic, Message, Created (spec §7). Any 2xx is success; the body is not read.
 */
export async function forwardContactMessage(
  url: string,
  message: ContactMessageInput,
  fetchImplementation: typeof fetch = fetch,
): Promise<void> {
  const form = new FormData();
  form.set('Name', message.name);
  form.set('Email', message.email);
  form.set('Topic', message.topic);
  form.set('Message', message.message);
  form.set('Created', message.createdLabel ?? new Date().toISOString());
  const response = await fetchImplementation(url, {
    method: 'POST',
    body: form,
    signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`Contact forward answered HTTP ${response.status}`);
}
