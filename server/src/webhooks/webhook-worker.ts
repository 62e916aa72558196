import { WEBHOOK_SIGNATURE_HEADER } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import { nextAttemptAt, type RetryBackoff } from '../outbox/index.ts';
import { type PollingLoop, startPollingLoop } from '../runtime/polling-loop.ts';
import {
  type LookupAll,
  parseWebhookUrl,
  type ResolvedAddress,
  resolveDestination,
} from './address-guard.ts';
import { postPinned } from './pinned-post.ts';
import { signatureHeader } from './signature.ts';

export interface WebhookWorkerDeps {
  db: DatabaseExecutor;
  logger: Logger;
  /** WEBHOOKS_ALLOW_PRIVATE. */
  allowPrivate: boolean;
  clock?: () => Date;
  /** DNS for the delivery's check; the connection then uses the checked addresses only. */
  lookup?: LookupAll;
  batchSize?: number;
  /** How long a claim lasts; longer than the request timeout. */
  leaseMs?: number;
  timeoutMs?: number;
  backoff?: RetryBackoff;
  /** How long a delivery is retried before it is given up as `failed`. */
  retryWindowMs?: number;
  /** Failed attempts in a row an endpoint needs before it is disabled. */
  disableAfterFailures?: number;
  /** How long every attempt must have failed before the endpoint is disabled. */
  disableAfterFailingMs?: number;
}

export const WEBHOOK_BACKOFF: RetryBackoff = { baseMs: 30_000, maxMs: 2 * 3600 * 1000 };
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 3600 * 1000;
export const WEBHOOK_DISABLE_AFTER_FAILURES = 20;
/** A receiver down for a deploy or a night keeps its endpoint: only a whole day of failures disables it. */
export const WEBHOOK_DISABLE_AFTER_FAILING_MS = 24 * 3600 * 1000;
const TIMEOUT_MS = 10_000;

export interface WebhookBatchReport {
  claimed: number;
  delivered: number;
  retried: number;
  failed: number;
  disabled: number;
}

interface ClaimedDelivery {
  id: string;
  event_type: string;
  event_id: string;
  body: string;
  attempts: number;
  created_at: Date | string;
  endpoint_id: string;
  partner_id: string;
  url: string;
  secret: string;
}

/** Claims due deliveries of active endpoints as a lease, exactly like src/outbox/claim-due-mail.ts. */
async function claimDueDeliveries(
  db: DatabaseExecutor,
  options: { limit: number; leaseMs: number; now: Date },
): Promise<ClaimedDelivery[]> {
  const now = options.now.toISOString();
  return queryRows<ClaimedDelivery>(
    db,
    sql`UPDATE webhook_deliveries d
           SET status = 'sending', attempts = d.attempts + 1,
               next_attempt_at = ${now}::timestamptz + ${options.leaseMs} * interval '1 millisecond'
          FROM webhook_endpoints e
         WHERE e.id = d.endpoint_id AND d.id IN (
           SELECT w.id FROM webhook_deliveries w JOIN webhook_endpoints we ON we.id = w.endpoint_id
            WHERE w.status IN ('pending', 'sending') AND w.next_attempt_at <= ${now}::timestamptz
              AND we.status = 'active'
            ORDER BY w.next_attempt_at
            LIMIT ${options.limit}
            FOR UPDATE OF w SKIP LOCKED)
        RETURNING d.id::text AS id, d.event_type, d.event_id::text AS event_id, d.payload::text AS body,
                  d.attempts, d.created_at, e.id::text AS endpoint_id, e.partner_id::text AS partner_id,
                  e.url, e.secret`,
  );
}

class DeliveryFailure extends Error {
  constructor(
    message: string,
    readonly statusCode: number | null,
  ) {
    super(message);
  }
}

/** One signed POST: 2xx is delivered; anything else (redirects included) is a failure. */
async function post(deps: WebhookWorkerDeps, row: ClaimedDelivery, now: Date): Promise<number> {
  const policy = { allowPrivate: deps.allowPrivate, lookup: deps.lookup };
  let url: URL;
  let addresses: ResolvedAddress[];
  try {
    url = parseWebhookUrl(row.url, policy);
    // Resolved again at every delivery (a name may point somewhere else since registration), and
    // the request connects to exactly these checked addresses.
    addresses = await resolveDestination(url, policy);
  } catch (error) {
    throw new DeliveryFailure(error instanceof Error ? error.message : String(error), null);
  }
  let status: number;
  try {
    status = await postPinned(url, addresses, {
      timeoutMs: deps.timeoutMs ?? TIMEOUT_MS,
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'MRN-Webhooks/1.0',
        [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(row.secret, row.body, now),
        'MRN-Event-Id': row.event_id,
        'MRN-Event-Type': row.event_type,
      },
      body: row.body,
    });
  } catch (error) {
    throw new DeliveryFailure(error instanceof Error ? error.message : String(error), null);
  }
  if (status < 200 || status >= 300) throw new DeliveryFailure(`HTTP ${status}`, status);
  return status;
}

async function recordDelivered(db: DatabaseExecutor, row: ClaimedDelivery, code: number, now: Date) {
  await db.execute(
    sql`UPDATE webhook_deliveries SET status = 'delivered', delivered_at = ${now.toISOString()}::timestamptz,
               last_status_code = ${code}, last_error = NULL
         WHERE id = ${row.id}::bigint AND status = 'sending'`,
  );
  await db.execute(
    sql`UPDATE webhook_endpoints SET consecutive_failures = 0, failing_since = NULL
         WHERE id = ${row.endpoint_id}::uuid AND (consecutive_failures <> 0 OR failing_since IS NOT NULL)`,
  );
}

/**
 * A failed attempt: retried with exponential backoff until `retryWindowMs` after the event (the
 * last try at the window's end), then `failed`. The endpoint counts failures in a row since its
 * last delivery and is disabled only once every attempt has failed for `disableAfterFailingMs`
 * and at least `disableAfterFailures` attempts: a burst of failures in minutes disables nothing.
 * Returns whether this failure disabled it.
 */
async function recordFailure(
  deps: WebhookWorkerDeps,
  row: ClaimedDelivery,
  failure: DeliveryFailure,
  now: Date,
): Promise<{ givenUp: boolean; disabled: boolean }> {
  const deadline = new Date(
    new Date(row.created_at).getTime() + (deps.retryWindowMs ?? WEBHOOK_RETRY_WINDOW_MS),
  );
  const givenUp = now.getTime() >= deadline.getTime();
  const error = failure.message.slice(0, 1000);
  if (givenUp) {
    await deps.db.execute(
      sql`UPDATE webhook_deliveries SET status = 'failed', last_status_code = ${failure.statusCode},
                 last_error = ${`gave up after ${row.attempts} attempts in 24 hours: ${error}`}
           WHERE id = ${row.id}::bigint AND status = 'sending'`,
    );
  } else {
    const next = nextAttemptAt(now, row.attempts, deps.backoff ?? WEBHOOK_BACKOFF);
    const at = next.getTime() > deadline.getTime() ? deadline : next;
    await deps.db.execute(
      sql`UPDATE webhook_deliveries SET status = 'pending', last_status_code = ${failure.statusCode},
                 last_error = ${error}, next_attempt_at = ${at.toISOString()}::timestamptz
           WHERE id = ${row.id}::bigint AND status = 'sending'`,
    );
  }
  const limit = deps.disableAfterFailures ?? WEBHOOK_DISABLE_AFTER_FAILURES;
  const failingFor = deps.disableAfterFailingMs ?? WEBHOOK_DISABLE_AFTER_FAILING_MS;
  const at = now.toISOString();
  const [counted] = await queryRows<{ consecutive_failures: number; failing_since: Date | string }>(
    deps.db,
    sql`UPDATE webhook_endpoints SET consecutive_failures = consecutive_failures + 1,
               failing_since = coalesce(failing_since, ${at}::timestamptz)
         WHERE id = ${row.endpoint_id}::uuid RETURNING consecutive_failures, failing_since`,
  );
  if (!counted) return { givenUp, disabled: false };
  const failedLongEnough =
    counted.consecutive_failures >= limit &&
    now.getTime() - new Date(counted.failing_since).getTime() >= failingFor;
  if (!failedLongEnough) return { givenUp, disabled: false };
  // The switch from active to disabled and the partner's mail in one statement: only the update
  // that disables it returns a row, so each disabling queues exactly one mail.
  const disabled = await queryRows<{ id: string }>(
    deps.db,
    sql`WITH disabled AS (
          UPDATE webhook_endpoints e SET status = 'disabled', disabled_at = ${at}::timestamptz,
                 disabled_reason = ${error}
           WHERE e.id = ${row.endpoint_id}::uuid AND e.status = 'active'
          RETURNING e.id)
        INSERT INTO mail_outbox (kind, webhook_endpoint_id, next_attempt_at, created_at)
        SELECT 'webhook_disabled', id, ${at}::timestamptz, ${at}::timestamptz
          FROM disabled
        RETURNING webhook_endpoint_id::text AS id`,
  );
  return { givenUp, disabled: disabled.length > 0 };
}

/** One round: claim due deliveries, POST them concurrently, record each result. */
export async function processWebhookBatch(deps: WebhookWorkerDeps): Promise<WebhookBatchReport> {
  const report: WebhookBatchReport = { claimed: 0, delivered: 0, retried: 0, failed: 0, disabled: 0 };
  const clock = deps.clock ?? (() => new Date());
  const now = clock();
  const claimed = await claimDueDeliveries(deps.db, {
    limit: deps.batchSize ?? 20,
    leaseMs: deps.leaseMs ?? 60_000,
    now,
  });
  report.claimed = claimed.length;
  await Promise.all(
    claimed.map(async (row) => {
      try {
        const code = await post(deps, row, now);
        await recordDelivered(deps.db, row, code, clock());
        report.delivered += 1;
      } catch (error) {
        const failure = error instanceof DeliveryFailure ? error : new DeliveryFailure(String(error), null);
        const outcome = await recordFailure(deps, row, failure, clock());
        if (outcome.givenUp) report.failed += 1;
        else report.retried += 1;
        if (outcome.disabled) {
          report.disabled += 1;
          // The partner's mail is queued with the disabling (see recordFailure); logged for operators too.
          deps.logger.warn(
            { endpointId: row.endpoint_id, partnerId: row.partner_id, url: row.url },
            'webhook endpoint disabled after persistent failure',
          );
        }
        deps.logger.debug({ deliveryId: row.id, err: failure.message }, 'webhook delivery failed');
      }
    }),
  );
  return report;
}

/** Polls the deliveries like the mail outbox: straight on while there is work, else `idleMs` apart. */
export function startWebhookLoop(deps: WebhookWorkerDeps & { idleMs?: number }): PollingLoop {
  return startPollingLoop({
    name: 'webhook',
    logger: deps.logger,
    idleMs: deps.idleMs,
    round: async () => {
      const report = await processWebhookBatch(deps);
      if (report.claimed > 0) deps.logger.debug({ webhooks: report }, 'webhook round');
      return report.claimed >= (deps.batchSize ?? 20);
    },
  });
}
