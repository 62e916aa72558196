import type { DatabaseExecutor } from '../db/client.ts';
import { type AcceptedMail, markSent } from './record-outcome.ts';

interface Waiting extends AcceptedMail {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * How long an accepted mail waits for others to share its write (one statement, and a webhook query
 * when leads' alerts are among them). Without it, on PGlite, where statements run one at a time, each
 * mail got a write of its own (bench/mail-dispatch.ts); it adds 10 ms (plus the write in flight) to
 * the window in which a crashed worker re-sends a mail.
 */
const GROUP_WINDOW_MS = 10;

/**
 * Records accepted mails as sent the way a database group-commits: the first accepted mail is written
 * GROUP_WINDOW_MS later together with the others accepted meanwhile, and sends that complete while
 * that write is in flight are written together by the next one, another window later. Each mail is
 * still recorded moments after the relay accepts it (what keeps a crashed worker from re-sending
 * much), but busy sending makes groups of dozens: one statement each, not one per mail.
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
  async recordAccepted(mail: AcceptedMail, deadline: () => number): Promise<void> {
    for (let delayMs = 25; ; delayMs = Math.min(delayMs * 2, 1_000)) {
      try {
        return await this.record(mail);
      } catch (error) {
        if (Date.now() + delayMs >= deadline()) throw error;
        await new Promise((resolve) => setTimeout(resolve, delayMs));
      }
    }
  }

  /** Resolves once the row is recorded as sent. */
  record(mail: AcceptedMail): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ ...mail, resolve, reject });
      if (!this.flushing) {
        this.flushing = true;
        void this.flush();
      }
    });
  }

  private async flush(): Promise<void> {
    while (this.waiting.length > 0) {
      // Every write waits its window, not only the first: otherwise the sends accepted while a write
      // was in flight go as a handful, and at 2,000 mails/s that doubled the writes.
      await new Promise((resolve) => setTimeout(resolve, GROUP_WINDOW_MS));
      const group = this.waiting.splice(0);
      try {
        await markSent(
          this.db,
          group.map(({ id, to }) => ({ id, to })),
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
