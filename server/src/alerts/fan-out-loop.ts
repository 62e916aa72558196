import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { type PollingLoop, startPollingLoop } from '../runtime/polling-loop.ts';
import { type ExpansionOptions, expandFanOutStep } from './expand-fanout.ts';

export interface FanOutLoopDeps extends ExpansionOptions {
  db: Database;
  logger: Logger;
  /** Rest between looks when no fan-out is waiting. */
  idleMs?: number;
}

/**
 * The worker's alert job: turns each new observation's firing alerts into outbox rows, one chunk a
 * round, straight on while a fan-out is waiting (a finished job may have a successor, so one more
 * round looks). The outbox loop sends what it writes; neither waits for the other.
 */
export function startFanOutLoop({ db, logger, idleMs = 1000, ...expansion }: FanOutLoopDeps): PollingLoop {
  return startPollingLoop({
    name: 'alert fan-out',
    logger,
    idleMs,
    round: async () => {
      const step = await expandFanOutStep(db, expansion);
      if (step && step.enqueued > 0) logger.debug({ fanOut: step }, 'alert fan-out step');
      return step !== undefined;
    },
  });
}
