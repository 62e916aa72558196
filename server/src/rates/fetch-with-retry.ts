/**
 * GET with a per-attempt timeout and exponential backoff. Retries only what may pass by itself:
 * network errors, timeouts, 429 and 5xx. Any other status is returned to the caller at once.
 */
export interface RetryPolicy {
  timeoutMs: number;
  /** Attempts after the first one. */
  retries: number;
  /** Delay before retry n is `baseDelayMs * 2^(n-1)`, plus up to 25% jitter so clients do not retry in step. */
  baseDelayMs: number;
}

export class FetchFailedError extends Error {
  override name = 'FetchFailedError';
}

function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

function backoffDelay(policy: RetryPolicy, retry: number): number {
  const exponential = policy.baseDelayMs * 2 ** (retry - 1);
  return exponential + Math.random() * exponential * 0.25;
}

export interface FetchedText {
  status: number;
  text: string;
}

/** The timeout covers the whole attempt, body included: a server that sends headers and then stalls is cut off too. */
export async function fetchWithRetry(
  url: string,
  policy: RetryPolicy,
  fetchImpl: typeof fetch = fetch,
): Promise<FetchedText> {
  let lastProblem = 'no attempt made';
  for (let attempt = 0; attempt <= policy.retries; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, backoffDelay(policy, attempt)));
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(policy.timeoutMs) });
      if (!isRetryableStatus(response.status))
        return { status: response.status, text: await response.text() };
      lastProblem = `HTTP ${response.status}`;
      // Free the socket before waiting for the next attempt.
      await response.body?.cancel();
    } catch (error) {
      lastProblem =
        error instanceof Error && error.name === 'TimeoutError'
          ? `timed out after ${policy.timeoutMs} ms`
          : String(error);
    }
  }
  throw new FetchFailedError(`${lastProblem} (after ${policy.retries + 1} attempts)`);
}
