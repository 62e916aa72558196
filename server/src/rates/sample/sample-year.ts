import { readFile } from 'node:fs/promises';
import { type RateType, rateSeriesById } from '@mrn/sdk/schemas';
import type { Observation } from '../observation.ts';
import { parseFredCsv } from '../parse-fred-csv.ts';
import { businessDaysEndingOn, lastBusinessDayBefore } from './business-days.ts';

/**
 * A year of made-up but plausible daily values per term, in FRED's CSV format. Their series header
 * (SAMPLE_30Y, SAMPLE_15Y) is no catalogued series, so `rates:import` refuses them as real data.
 */
const SAMPLE_FILES: Record<RateType, URL> = {
  '30y': new URL('./sample-30y.csv', import.meta.url),
  '15y': new URL('./sample-15y.csv', import.meta.url),
};

/**
 * How far each other series sits from the conforming rate of its term in the sample, roughly where
 * FRED's published spreads put them (FHA and VA below, jumbo and low credit scores above). Made up,
 * like the sample year itself; a series missing here gets the conforming values.
 */
const SAMPLE_SPREADS: Readonly<Record<string, number>> = {
  OBMMIFHA30YF: -0.18,
  OBMMIVA30YF: -0.4,
  OBMMIUSDA30YF: -0.22,
  OBMMIJUMBO30YF: 0.25,
  OBMMIC30YFLVLE80FGE740: -0.09,
  OBMMIC30YFLVLE80FB720A739: 0,
  OBMMIC30YFLVLE80FB700A719: 0.08,
  OBMMIC30YFLVLE80FB680A699: 0.07,
  OBMMIC30YFLVLE80FLT680: 0.05,
  OBMMIC30YFLVGT80FGE740: 0,
  OBMMIC30YFLVGT80FB720A739: 0.12,
  OBMMIC30YFLVGT80FB700A719: 0.15,
  OBMMIC30YFLVGT80FB680A699: 0.14,
  OBMMIC30YFLVGT80FLT680: 0.3,
};

/**
 * The sample year of one series, re-dated onto the business days that end on the last business
 * day before `today`, so a fresh install's charts (30 days, a year) and freshness cue look current.
 * The values keep their order; only the dates move.
 */
export async function sampleYear(seriesId: string, today: string): Promise<Observation[]> {
  const term = rateSeriesById(seriesId)?.term ?? '30y';
  const spread = SAMPLE_SPREADS[seriesId] ?? 0;
  const values = parseFredCsv(await readFile(SAMPLE_FILES[term], 'utf8')).map(
    (observation) => Math.round((observation.value + spread) * 1000) / 1000,
  );
  const dates = businessDaysEndingOn(lastBusinessDayBefore(today), values.length);
  return values.map((value, index) => ({ date: dates[index], value }));
}
