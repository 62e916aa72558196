import { FredFormatError } from './fred-format-error.ts';
import { isIsoDate, isMissingValue, type Observation } from './observation.ts';

/**
 * Parses the body of `fred/series/observations?file_type=json`:
 * `{ "observations": [{ "realtime_start": "2024-01-03", "date": "2024-01-02", "value": "6.75", ... }] }`.
 * Missing days (`"."`) are skipped; any other surprise rejects the whole answer. `realtime_start`
 * is kept when present (FRED always sends it; with the default real-time period it is the day of
 * the request, in St. Louis).
 */
export function parseFredJson(text: string): Observation[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new FredFormatError('answer is not JSON');
  }
  if (
    typeof body !== 'object' ||
    body === null ||
    !Array.isArray((body as { observations?: unknown }).observations)
  ) {
    throw new FredFormatError('answer has no observations array');
  }
  const observations: Observation[] = [];
  for (const [index, item] of (body as { observations: unknown[] }).observations.entries()) {
    if (typeof item !== 'object' || item === null)
      throw new FredFormatError(`observation ${index}: not an object`);
    const { date, value, realtime_start } = item as {
      date?: unknown;
      value?: unknown;
      realtime_start?: unknown;
    };
    if (typeof date !== 'string' || !isIsoDate(date))
      throw new FredFormatError(`observation ${index}: bad date`);
    if (realtime_start !== undefined && (typeof realtime_start !== 'string' || !isIsoDate(realtime_start)))
      throw new FredFormatError(`observation ${index}: bad realtime_start`);
    if (typeof value !== 'string') throw new FredFormatError(`observation ${index}: bad value`);
    if (isMissingValue(value)) continue;
    const parsed = Number(value.trim());
    if (!Number.isFinite(parsed)) throw new FredFormatError(`observation ${index}: bad value`);
    observations.push(
      realtime_start === undefined
        ? { date, value: parsed }
        : { date, value: parsed, realtimeStart: realtime_start },
    );
  }
  return observations;
}
