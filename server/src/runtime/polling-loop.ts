import type { Logger } from 'pino';

export interface PollingLoop {
  /** Finishes the round in flight, then resolves. */
  stop(): Promise<void>;
}

export interface PollingLoopOptions {
  /** One round of work; resolves true when more is waiting (run again at once), false to rest `idleMs`. */
  round: () => Promise<boolean>;
  logger: Logger;
  /** Names the loop in the error log line, e.g. 'outbox'. */
  name: string;
  idleMs?: number;
}

/**
 * Runs `round` straight on while it finds more work, `idleMs` apart when it does not or when it
 * fails (logged, never fatal). `stop` cuts a rest short, so shutting down does not wait it out.
 */
export function startPollingLoop({ round, logger, name, idleMs = 2000 }: PollingLoopOptions): PollingLoop {
  let stopping = false;
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const running = (async () => {
    while (!stopping) {
      try {
        if (!(await round())) await pause(idleMs);
      } catch (error) {
        logger.error({ err: error }, `${name} round failed`);
        await pause(idleMs);
      }
    }
  })();
  return {
    async stop() {
      stopping = true;
      wake?.();
      await running;
    },
  };
}
