import type { SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import { bounceAddress } from '../bounces/index.ts';
import type { Database } from '../db/client.ts';
import type { MailSender } from '../mail/mail-sender.ts';
import { fromAddress, type MailSettings } from '../mail/mail-settings.ts';
import { type PollingLoop, startPollingLoop } from '../runtime/polling-loop.ts';
import { type ClaimedMail, claimDueMail } from './claim-due-mail.ts';
import { type CompositionFailure, composeOutboxMails } from './compose-outbox-mail.ts';
import type { Composition } from './composition.ts';
import type { MailComposers } from './mail-composer.ts';
import { deferMail, markCancelled, markFailed, markSuppressed, scheduleRetry } from './record-outcome.ts';
import { renewLease } from './renew-lease.ts';
import { DEFAULT_RETRY_BACKOFF, nextAttemptAt, type RetryBackoff } from './retry-backoff.ts';
import { SentRecorder } from './sent-recorder.ts';

export interface OutboxWorkerDeps {
  db: Database;
  sender: MailSender;
  settings: MailSettings;
  /** How each kind of mail is rendered: mail-kinds.ts, where every feature registers its kinds. */
  composers: MailComposers;
  logger: Logger;
  clock?: () => Date;
  /** Rows claimed (and sent concurrently) per round. */
  batchSize?: number;
  /** How long a claim lasts unless renewed (DEFAULT_LEASE_MS); renewed while the send is in flight. */
  leaseMs?: number;
  /** Attempts before a row is given up as `failed`. */
  maxAttempts?: number;
  backoff?: RetryBackoff;
}

export interface BatchReport {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  cancelled: number;
  /** Alert mails put back until tomorrow: the person already had one today. */
  deferred: number;
  /** Rows not sent because their address bounced or complained (bounces/). */
  suppressed: number;
}

export const DEFAULT_MAX_ATTEMPTS = 8;
/**
 * How long a claim lasts unless renewed (every third of it while the send is in flight): a crashed
 * worker's mail is taken over within this time. 10 s keeps the delay after a crash, even two in a
 * row, well under a minute (bench/outbox-kill.ts: with 30 s, a second kill during the takeover made
 * it 60-114 s); only a live worker whose event loop stalls longer than this could lose its claim.
 */
export const DEFAULT_LEASE_MS = 10_000;

/** SMTP 5xx is a permanent refusal (unknown mailbox, policy): retrying would only repeat it. */
function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

/** What one claimed row needs besides itself: its rendering (or why rendering failed) and the round's recorder. */
interface Delivery {
  composition: Composition | CompositionFailure;
  recorder: SentRecorder;
  now: Date;
  /** Epoch ms by which the result must be recorded: some margin before the claim's (renewed) lease ends. */
  recordBy: () => number;
}

async function deliver(
  deps: OutboxWorkerDeps,
  claimed: ClaimedMail,
  delivery: Delivery,
  report: BatchReport,
): Promise<void> {
  const { composition, now } = delivery;
  const maxAttempts = deps.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const log = deps.logger.child({ outboxId: claimed.id, kind: claimed.kind, attempt: claimed.attempts });
  if (claimed.attempts > maxAttempts) {
    // Only reachable when earlier attempts died mid-send (lease expired without a recorded result).
    await markFailed(
      deps.db,
      claimed.id,
      `gave up after ${maxAttempts} attempts: ${claimed.lastError ?? 'worker stopped mid-send'}`,
    );
    report.failed += 1;
    return;
  }
  // Rows combined into another row's mail follow that row: its delivery records them.
  if (composition.action === 'merged') return;
  if (composition.action === 'defer') {
    await deferMail(deps.db, claimed.id, composition.reason, composition.until);
    report.deferred += 1;
    return;
  }
  if (composition.action === 'suppress') {
    const rows = [claimed.id, ...(composition.alsoRecords ?? [])];
    await markSuppressed(deps.db, rows, composition.reason);
    report.suppressed += rows.length;
    return;
  }
  const combined = composition.action === 'send' ? (composition.alsoRecords ?? []) : [];
  try {
    if (composition.action === 'error') throw composition.error;
    if (composition.action === 'cancel') {
      await markCancelled(deps.db, claimed.id, composition.reason);
      report.cancelled += 1;
      return;
    }
    const messageId = `<outbox-${claimed.id}@${fromAddress(deps.settings.from).split('@')[1] ?? 'localhost'}>`;
    const { bounceDomain, secret } = deps.settings;
    await deps.sender.send({
      ...composition.mail,
      from: deps.settings.from,
      messageId,
      envelopeFrom: bounceDomain ? bounceAddress(secret, bounceDomain, claimed.id) : undefined,
    });
  } catch (error) {
    for (const id of [claimed.id, ...combined]) {
      await recordFailure(deps, { ...claimed, id }, error, now, report);
    }
    return;
  }
  // Accepted by the relay: from here on a failure may only delay the record, never send it again.
  report.sent += 1;
  await Promise.all(
    [claimed.id, ...combined].map((id) =>
      delivery.recorder
        .recordAccepted({ id, to: composition.mail.to }, delivery.recordBy)
        .catch((error: unknown) => {
          log.error(
            { err: error, outboxId: id },
            'mail sent but not recorded before its lease ended: it may be sent again',
          );
        }),
    ),
  );
}

/** A send (or rendering) failed: retry with backoff, or give up on a permanent refusal or the last attempt. */
async function recordFailure(
  deps: OutboxWorkerDeps,
  claimed: ClaimedMail,
  error: unknown,
  now: Date,
  report: BatchReport,
): Promise<void> {
  const maxAttempts = deps.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const log = deps.logger.child({ outboxId: claimed.id, kind: claimed.kind, attempt: claimed.attempts });
  const reason = describe(error);
  if (isPermanentRefusal(error) || claimed.attempts >= maxAttempts) {
    const why = isPermanentRefusal(error)
      ? `refused: ${reason}`
      : `gave up after ${claimed.attempts} attempts: ${reason}`;
    await markFailed(deps.db, claimed.id, why);
    log.error({ err: error }, 'mail given up');
    report.failed += 1;
    return;
  }
  await scheduleRetry(
    deps.db,
    claimed.id,
    reason,
    nextAttemptAt(now, claimed.attempts, deps.backoff ?? DEFAULT_RETRY_BACKOFF),
  );
  log.warn({ err: error }, 'mail send failed; will retry');
  report.retried += 1;
}

function emptyReport(): BatchReport {
  return {
    claimed: 0,
    sent: 0,
    retried: 0,
    failed: 0,
    cancelled: 0,
    deferred: 0,
    suppressed: 0,
  };
}

/** The kinds' queries of rows claimed along with the picked ones. */
function claimedWithOf(composers: MailComposers): SQL[] {
  return Object.values(composers).flatMap((composer) => (composer.claimedWith ? [composer.claimedWith] : []));
}

/** Records the worker's sent mails, each kind's after-sent step included. */
function sentRecorderOf(deps: OutboxWorkerDeps): SentRecorder {
  return new SentRecorder(deps.db, deps.clock ?? (() => new Date()), deps.composers, deps.logger);
}

/** A claimed batch on its way: `report` fills in as each delivery settles. */
interface StartedBatch {
  report: BatchReport;
  /** One per claimed row; each settles once its result is recorded (never rejects). */
  deliveries: Promise<void>[];
}

/**
 * Claims up to `limit` due rows and starts sending them (the SMTP pool bounds real parallelism). The claim is renewed until the last of them settles,
 * so only a dead worker's rows are ever claimed again.
 */
async function startBatch(
  deps: OutboxWorkerDeps,
  limit: number,
  recorder = sentRecorderOf(deps),
): Promise<StartedBatch> {
  const report = emptyReport();
  const clock = deps.clock ?? (() => new Date());
  const now = clock();
  const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;
  let leaseEnds = Date.now() + leaseMs;
  const claimed = await claimDueMail(deps.db, {
    limit,
    leaseMs,
    now,
    claimedWith: claimedWithOf(deps.composers),
  });
  report.claimed = claimed.length;
  if (claimed.length === 0) return { report, deliveries: [] };
  // A failed rendering query fails this round's rows like a failed send: each is retried with backoff.
  const compositions = await composeOutboxMails(deps.composers, deps.db, deps.settings, claimed, now).catch(
    (error: unknown) => claimed.map(() => ({ action: 'error' as const, error })),
  );
  const recordBy = () => leaseEnds - leaseMs * 0.2;
  const renewal = setInterval(() => {
    const renewedAt = Date.now();
    renewLease(
      deps.db,
      claimed.map((row) => row.id),
      { leaseMs, now: clock() },
    )
      .then(() => {
        leaseEnds = renewedAt + leaseMs;
      })
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'outbox lease not renewed'));
  }, leaseMs / 3);
  const deliveries = claimed.map((row, index) =>
    deliver(deps, row, { composition: compositions[index], recorder, now, recordBy }, report).catch(
      // Recording the outcome failed (database gone): the lease runs out and the row is tried again.
      (error: unknown) => deps.logger.error({ err: error, outboxId: row.id }, 'outbox result not recorded'),
    ),
  );
  void Promise.all(deliveries).finally(() => clearInterval(renewal));
  return { report, deliveries };
}

/** One round: claim up to `batchSize` due rows, send them all and record each result. */
export async function processOutboxBatch(deps: OutboxWorkerDeps): Promise<BatchReport> {
  const { report, deliveries } = await startBatch(deps, deps.batchSize ?? 50);
  await Promise.all(deliveries);
  return report;
}

/** Sends everything due now, round after round, and returns the totals (CLI `outbox:drain`, tests, benchmarks). */
export async function drainOutbox(deps: OutboxWorkerDeps): Promise<BatchReport> {
  const total = emptyReport();
  for (;;) {
    const report = await processOutboxBatch(deps);
    total.claimed += report.claimed;
    total.sent += report.sent;
    total.retried += report.retried;
    total.failed += report.failed;
    total.cancelled += report.cancelled;
    total.deferred += report.deferred;
    total.suppressed += report.suppressed;
    if (report.claimed === 0) return total;
  }
}

/**
 * Polls the outbox and keeps up to `maxInFlight` mails sending at once: slots freed by finished sends
 * are filled by the next claim (once a quarter batch of them is free), so one slow reply from the relay
 * holds only its own slot, not the whole round. Rests `idleMs` when nothing is due and nothing is in flight. `stop` lets sends in flight finish.
 */
export function startOutboxLoop(
  deps: OutboxWorkerDeps & { idleMs?: number; maxInFlight?: number },
): PollingLoop {
  const batchSize = deps.batchSize ?? 50;
  const maxInFlight = deps.maxInFlight ?? batchSize * 2;
  const inFlight = new Set<Promise<void>>();
  // One recorder for all rounds: mails accepted about the same time share a write, whichever round claimed them.
  const recorder = sentRecorderOf(deps);
  const loop = startPollingLoop({
    name: 'outbox',
    logger: deps.logger,
    idleMs: deps.idleMs,
    round: async () => {
      const free = maxInFlight - inFlight.size;
      // Claim once a quarter batch of slots is free, not for every send that finishes: each round is
      // a few queries, and on PGlite one round per mail sent cost more than the mail (bench/mail-dispatch.ts).
      if (free >= Math.ceil(batchSize / 4) || (free > 0 && inFlight.size === 0)) {
        const { report, deliveries } = await startBatch(deps, Math.min(batchSize, free), recorder);
        for (const delivery of deliveries) {
          inFlight.add(delivery);
          void delivery.finally(() => inFlight.delete(delivery));
        }
        if (report.claimed > 0) deps.logger.debug({ outbox: report }, 'outbox round');
        if (report.claimed === free) return true;
      }
      if (inFlight.size === 0) return false;
      // Full, or nothing more due right now: look again when a send finishes or after the usual rest.
      let rest: NodeJS.Timeout | undefined;
      await Promise.race([
        ...inFlight,
        new Promise((resolve) => (rest = setTimeout(resolve, deps.idleMs ?? 2000))),
      ]);
      clearTimeout(rest);
      return true;
    },
  });
  return {
    async stop() {
      await loop.stop();
      await Promise.all(inFlight);
    },
  };
}
