import type { Config } from '../config.ts';
import type { FredClientOptions } from './fred-client.ts';

export const DEFAULT_FRED_API_BASE_URL = 'https://api.stlouisfed.org';
export const DEFAULT_FRED_GRAPH_BASE_URL = 'https://fred.stlouisfed.org';

/** Config keys the FRED client reads; unset base URLs mean FRED itself. */
export type FredConfig = Pick<Config, 'FRED_API_KEY' | 'FRED_API_BASE_URL' | 'FRED_GRAPH_BASE_URL'>;

export function fredClientOptions(config: FredConfig): FredClientOptions {
  return {
    apiKey: config.FRED_API_KEY,
    apiBaseUrl: config.FRED_API_BASE_URL ?? DEFAULT_FRED_API_BASE_URL,
    graphBaseUrl: config.FRED_GRAPH_BASE_URL ?? DEFAULT_FRED_GRAPH_BASE_URL,
    // FRED is usually quick; a stalled answer is abandoned and the next scheduled check tries again.
    retry: { timeoutMs: 15_000, retries: 3, baseDelayMs: 2_000 },
  };
}
