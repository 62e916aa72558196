import { FetchFailedError, fetchWithRetry, type RetryPolicy } from './fetch-with-retry.ts';
import type { Observation } from './observation.ts';
import { parseFredCsv } from './parse-fred-csv.ts';
import { parseFredJson } from './parse-fred-json.ts';

export interface FredClientOptions {
  /** With a key the JSON API is used; without one, the keyless CSV download. */
  apiKey?: string;
  /** Default `https://api.stlouisfed.org`; tests point it at a local server. */
  apiBaseUrl: string;
  /** Default `https://fred.stlouisfed.org`. */
  graphBaseUrl: string;
  retry: RetryPolicy;
  fetch?: typeof fetch;
}

export interface FredClient {
  /** Which endpoint answers: shown in logs and rate-check records. */
  readonly endpoint: 'json' | 'csv';
  /** Observations in date order, missing days left out. Throws FetchFailedError or FredFormatError. */
  observations(seriesId: string, options?: { since?: string }): Promise<Observation[]>;
}

export function createFredClient(options: FredClientOptions): FredClient {
  const fetchImpl = options.fetch ?? fetch;
  const endpoint = options.apiKey ? 'json' : 'csv';

  function urlFor(seriesId: string, since: string | undefined): string {
    if (options.apiKey) {
      const url = new URL('/fred/series/observations', options.apiBaseUrl);
      url.searchParams.set('series_id', seriesId);
      url.searchParams.set('api_key', options.apiKey);
      url.searchParams.set('file_type', 'json');
      if (since) url.searchParams.set('observation_start', since);
      return url.toString();
    }
    const url = new URL('/graph/fredgraph.csv', options.graphBaseUrl);
    url.searchParams.set('id', seriesId);
    if (since) url.searchParams.set('cosd', since);
    return url.toString();
  }

  return {
    endpoint,
    async observations(seriesId, { since } = {}) {
      const { status, text } = await fetchWithRetry(urlFor(seriesId, since), options.retry, fetchImpl);
      // A 400 or 404 is what FRED answers for an id it does not have: a typo or a withdrawn series,
      // fixed with one line of the catalogue (sdk/src/schemas/rate-series.ts).
      if (status === 400 || status === 404)
        throw new FetchFailedError(
          `FRED answered HTTP ${status} for ${seriesId}: the series id is wrong or withdrawn; check it in the catalogue`,
        );
      if (status < 200 || status > 299)
        throw new FetchFailedError(`FRED answered HTTP ${status} for ${seriesId}`);
      return endpoint === 'json' ? parseFredJson(text) : parseFredCsv(text);
    },
  };
}
