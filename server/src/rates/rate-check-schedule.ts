import { Cron } from 'croner';
import type { Logger } from 'pino';

/**
 * FRED publishes the daily indices once per business day, at no fixed hour, so MRN looks several
 * times a day: 08:05, 11:05, 14:05, 17:05 and 20:05 New York time, Monday to Friday. (US holidays
 * are not skipped: a check that finds nothing new is harmless.)
 */
export const RATE_CHECK_PATTERN = '5 8-20/3 * * 1-5';
export const RATE_CHECK_TIMEZONE = 'America/New_York';

export interface RateCheckSchedule {
  nextRun(): Date | null;
  stop(): void;
}

export function scheduleRateChecks(
  runCheck: () => Promise<unknown>,
  logger: Logger,
  pattern: string = RATE_CHECK_PATTERN,
): RateCheckSchedule {
  const job = new Cron(
    pattern,
    {
      name: 'rate-check',
      timezone: RATE_CHECK_TIMEZONE,
      // A check still running when the next one is due is not started twice.
      protect: true,
      catch: (error) => logger.error({ err: error }, 'scheduled rate check failed'),
    },
    async () => {
      await runCheck();
    },
  );
  return { nextRun: () => job.nextRun(), stop: () => job.stop() };
}
