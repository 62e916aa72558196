/** How long the browser waits for /api/analytics/config before giving up (spec §9). */
export const ANALYTICS_CONFIG_TIMEOUT_MS = 5000;

/**
 * Reads the Amplitude key from the analytics config endpoint. Any failure (timeout, non-OK status,
 * malformed body, empty key) yields null: analytics then stays off.
 */
export async function fetchAnalyticsKey(
  url = '/api/analytics/config',
  timeoutMs = ANALYTICS_CONFIG_TIMEOUT_MS,
): Promise<string | null> {
  try {
    const response = await fetch(url, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) return null;
    const key = (body as { amplitudeApiKey?: unknown }).amplitudeApiKey;
    return typeof key === 'string' && key.trim() !== '' ? key.trim() : null;
  } catch {
    return null;
  }
}
