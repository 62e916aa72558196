/** When a failed send is tried again: `baseMs * 2^(attempts-1)`, capped, with up to 20% jitter. */
export interface RetryBackoff {
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_RETRY_BACKOFF: RetryBackoff = { baseMs: 30_000, maxMs: 6 * 3600 * 1000 };

export function nextAttemptAt(
  now: Date,
  attempts: number,
  backoff: RetryBackoff = DEFAULT_RETRY_BACKOFF,
): Date {
  const delay = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, attempts - 1));
  return new Date(now.getTime() + delay + Math.random() * delay * 0.2);
}
