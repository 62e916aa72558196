import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { RateSeries } from '../rates/index.ts';
import { type PollingLoop, startPollingLoop } from '../runtime/polling-loop.ts';
import { queueWeeklyDigests } from './queue-weekly-digests.ts';

export interface DigestSchedulerDeps {
  db: Database;
  series: readonly RateSeries[];
  logger: Logger;
  clock: () => Date;
  /** How often to look whether this week's digest is due; a few minutes' delay is of no matter. */
  intervalMs?: number;
}

const DEFAULT_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Looks every few minutes whether this week's digest is due (the week's readings are in) and
 * queues it for whoever opted in and lacks it. Queueing is idempotent, so every worker may run
 * this side by side.
 */
export function startDigestScheduler(deps: DigestSchedulerDeps): PollingLoop {
  const logger = deps.logger.child({ component: 'weekly-digest' });
  return startPollingLoop({
    name: 'weekly digest',
    logger,
    idleMs: deps.intervalMs ?? DEFAULT_INTERVAL_MS,
    async round() {
      const { due, queued } = await queueWeeklyDigests(deps.db, deps.series, deps.clock());
      if (queued > 0) logger.info({ weekOf: due?.weekOf, asOf: due?.asOf, queued }, 'weekly digests queued');
      return false;
    },
  });
}
