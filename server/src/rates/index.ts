// What other features may use of rates/: its named entry file (server/src/architecture.test.ts).
export type { CurrentRatesCache } from './current-rates-cache.ts';
export { seriesLock } from './ingest-observations.ts';
export type { RateSeries } from './rate-series.ts';
export { sampleYear } from './sample/sample-year.ts';
