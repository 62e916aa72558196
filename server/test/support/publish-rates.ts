import type { Database } from '../../src/db/client.ts';
import { ingestObservations } from '../../src/rates/ingest-observations.ts';
import type { Observation } from '../../src/rates/observation.ts';

/**
 * The 30-year conforming rate (OBMMIC30YF) published as the rate checks would, one check per
 * observation, so that each one is evaluated against the alerts; fails on a rejected ingest. The
 * fan-out that turns firing alerts into mails is left to the caller (expandAllFanOuts), as the
 * worker's own loop does it.
 */
export async function publishThirtyYearRates(
  db: Database,
  ...observations: readonly Observation[]
): Promise<void> {
  for (const observation of observations) {
    const result = await ingestObservations(db, {
      seriesId: 'OBMMIC30YF',
      rateType: '30y',
      source: 'test',
      observations: [observation],
      // Each observation is published on its own day, as a rate check would see it.
      today: observation.date,
    });
    if (result.status !== 'ok') throw new Error(`rate not published: ${result.reason}`);
  }
}
