import type { DatabaseExecutor } from '../db/client.ts';
import { markSent } from './record-outcome.ts';

interface Waiting {
  id: number;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Records accepted mails as sent the way a database group-commits: the first send of a round is
 * written at once, and sends that complete while that write is in flight are written together by
 * the next one. Each mail is still recorded moments after the relay accepts it (what keeps a
 * crashed worker from re-sending much), but at one statement per handful of mails instead of one each.
 */
export class SentRecorder {
  private waiting: Waiting[] = [];
  private flushing = false;

  constructor(
    private readonly db: DatabaseExecutor,
    private readonly clock: () => Date,
  ) {}

  /**
   * Records a mail the relay has accepted, retrying a failed write (a lost database connection) until
   * `deadline()` (epoch ms, before the row's lease ends): the mail is already out, and a row left
   * `sending` would be claimed and sent again. Rejects only if the database stays away that long.
   */
  async recordAccepted(id: number, deadline: () => number): Promise<void> {
    for (let delayMs = 25; ; delayMs = Math.min(delayMs * 2, 1_000)) {
      try {
        return await this.record(id);
      } catch (error) {
        if (Date.now() + delayMs >= deadline()) throw error;
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
    }
  }

  /** Resolves once the row is recorded as sent. */
  record(id: number): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ id, resolve, reject });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    while (this.waiting.length > 0) {
      const group = this.waiting.splice(0);
      try {
        await markSent(
          this.db,
          group.map((entry) => entry.id),
          this.clock(),
        );
        for (const entry of group) entry.resolve();
      } catch (error) {
        for (const entry of group) entry.reject(error);
      }
    }
    this.flushing = false;
  }
}
