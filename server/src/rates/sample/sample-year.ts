import { readFile } from 'node:fs/promises';
import type { RateType } from '@mrn/sdk/schemas';
import type { Observation } from '../observation.ts';
import { parseFredCsv } from '../parse-fred-csv.ts';
import { businessDaysEndingOn, lastBusinessDayBefore } from './business-days.ts';

/**
 * A year of made-up but plausible daily values per rate type, in FRED's CSV format. Their series
 * header (SAMPLE_30Y, SAMPLE_15Y) is no configured series, so `rates:import` refuses them as real data.
 */
const SAMPLE_FILES: Record<RateType, URL> = {
  '30y': new URL('./sample-30y.csv', import.meta.url),
  '15y': new URL('./sample-15y.csv', import.meta.url),
};

/**
 * The sample year of one rate type, re-dated onto the business days that end on the last business
 * day before `today`, so a fresh install's charts (30 days, a year) and freshness cue look current.
 * The values keep their order; only the dates move.
 */
export async function sampleYear(rateType: RateType, today: string): Promise<Observation[]> {
  const values = parseFredCsv(await readFile(SAMPLE_FILES[rateType], 'utf8')).map(
    (observation) => observation.value,
  );
  const dates = businessDaysEndingOn(lastBusinessDayBefore(today), values.length);
  return values.map((value, index) => ({ date: dates[index], value }));
}
