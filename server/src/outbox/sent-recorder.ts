import type { Logger } from 'pino';
import type { DatabaseExecutor } from '../db/client.ts';
import type { OutboxKind } from './claim-due-mail.ts';
import { groupByKind } from './group-by-kind.ts';
import type { MailComposer } from './mail-composer.ts';
import { type AcceptedMail, markSent, type SentRow } from './record-outcome.ts';

/** Each kind's after-sent step (its feature's, in mail-kinds.ts), where it has one. */
export type AfterSentSteps = Partial<Record<OutboxKind, Pick<MailComposer, 'afterSent'>>>;

interface Waiting extends AcceptedMail {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * How long an accepted mail waits for others to share its write (one statement, and one for each
 * kind with an after-sent step among them). Without it, on PGlite, where statements run one at a time, each
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
    private readonly steps: AfterSentSteps,
    private readonly logger: Logger,
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
        const now = this.clock();
        const sent = await markSent(
          this.db,
          group.map(({ id, to }) => ({ id, to })),
          now,
        );
        await this.afterSent(sent, now);
        for (const entry of group) entry.resolve();
      } catch (error) {
        for (const entry of group) entry.reject(error);
      }
    }
    this.flushing = false;
  }

  /**
   * Each kind's after-sent step, with the rows of that kind this write recorded. A step that fails is
   * logged, not retried: the rows are recorded sent, and writing them again would record nothing.
   */
  private async afterSent(sent: readonly SentRow[], now: Date): Promise<void> {
    for (const [kind, rows] of groupByKind(sent)) {
      const step = this.steps[kind]?.afterSent;
      if (!step) continue;
      const ids = rows.map((row) => row.id);
      await step(this.db, ids, now).catch((error: unknown) => {
        this.logger.error(
          { err: error, kind, outboxIds: ids },
          'mail recorded sent but its after-sent step failed',
        );
      });
    }
  }
}
