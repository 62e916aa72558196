import type { Logger } from 'pino';
import { amortiseRefinanceAlerts } from '../alerts/amortise-refinance-alerts.ts';
import { startFanOutLoop } from '../alerts/fan-out-loop.ts';
import { startPlanClock } from '../billing/plan-clock.ts';
import { startBillingReconciliation } from '../billing/reconcile-subscriptions.ts';
import { billingSettingsOf, createStripeClient } from '../billing/stripe-client.ts';
import { type BounceListener, startBounceListener } from '../bounces/bounce-listener.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { startDigestScheduler } from '../digest/digest-scheduler.ts';
import type { MailSender } from '../mail/mail-sender.ts';
import { mailSenderFromConfig } from '../mail/mail-sender-from-config.ts';
import { mailSettingsFromConfig } from '../mail/mail-settings.ts';
import { MAIL_KINDS } from '../mail-kinds.ts';
import { startOutboxLoop } from '../outbox/outbox-worker.ts';
import { checkRates } from '../rates/check-rates.ts';
import { createFredClient, type FredClient } from '../rates/fred-client.ts';
import { fredClientOptions } from '../rates/fred-settings.ts';
import { scheduleRateChecks } from '../rates/rate-check-schedule.ts';
import { lastSuccessfulCheck } from '../rates/rate-queries.ts';
import { CONFORMING_RATE_SERIES, TRACKED_RATE_SERIES } from '../rates/rate-series.ts';
import { startWebhookLoop } from '../webhooks/webhook-worker.ts';

export interface WorkerDeps {
  db: Database;
  config: Config;
  logger: Logger;
  clock?: () => Date;
  /** Defaults to SMTP_URL's relay, or .eml files in DATA_DIR/mail. */
  sender?: MailSender;
  /** Defaults to FRED itself (JSON API with FRED_API_KEY, else the CSV download). */
  fred?: FredClient;
  /** Set false to leave rate checks to another process (tests, mail-only workers). */
  checkRates?: boolean;
}

export interface RunningWorker {
  /** Stops the schedule and the job loops after the round in flight; closes the mail sender it created. */
  stop(): Promise<void>;
}

/** When the process starts with no successful check this recent, it checks at once instead of waiting for the schedule. */
const STALE_AFTER_MS = 3 * 3600 * 1000;

/** The background jobs: scheduled FRED checks (which evaluate alerts), alert fan-out, the mail outbox, webhooks, digests, plans (and their daily check with Stripe) and bounces. */
export function startWorker(deps: WorkerDeps): RunningWorker {
  const clock = deps.clock ?? (() => new Date());
  const logger = deps.logger.child({ component: 'worker' });
  const ownSender = deps.sender === undefined;
  const sender = deps.sender ?? mailSenderFromConfig(deps.config, logger);
  // Each job its own loop: firing alerts become outbox rows, the outbox sends them.
  const fanOut = startFanOutLoop({
    db: deps.db,
    logger,
    combineWindowMs: deps.config.ALERT_MAIL_COMBINE_SECONDS * 1000,
  });
  const outbox = startOutboxLoop({
    composers: MAIL_KINDS,
    db: deps.db,
    sender,
    settings: mailSettingsFromConfig(deps.config),
    logger,
    clock,
  });

  const webhooks = startWebhookLoop({
    db: deps.db,
    logger,
    clock,
    allowPrivate: deps.config.WEBHOOKS_ALLOW_PRIVATE,
  });

  const planClock = startPlanClock({ db: deps.db, logger, clock });
  // Once a day every subscription we think is live is checked with Stripe (events can be lost).
  const billingSettings = billingSettingsOf(deps.config);
  const reconciliation =
    billingSettings &&
    startBillingReconciliation({
      db: deps.db,
      stripe: createStripeClient(billingSettings.secretKey, billingSettings.apiUrl),
      settings: billingSettings,
      logger,
      clock,
    });

  // Bounce and complaint mail over SMTP (BOUNCE_SMTP_PORT). If it cannot listen, the worker goes on:
  // senders keep the reports and retry, so nothing is lost while it is down.
  const { BOUNCE_SMTP_PORT: bouncePort, BOUNCE_DOMAIN: bounceDomain } = deps.config;
  const bounces: Promise<BounceListener | undefined> =
    bouncePort !== undefined && bounceDomain
      ? startBounceListener({
          db: deps.db,
          logger,
          secret: deps.config.SECRET,
          bounceDomain,
          port: bouncePort,
          host: deps.config.BOUNCE_SMTP_HOST,
          clock,
        }).catch((error: unknown) => {
          logger.error({ err: error, port: bouncePort }, 'bounce listener could not start');
          return undefined;
        })
      : Promise.resolve(undefined);

  const digests = startDigestScheduler({
    db: deps.db,
    series: CONFORMING_RATE_SERIES,
    logger,
    clock,
  });

  let schedule: ReturnType<typeof scheduleRateChecks> | undefined;
  if (deps.checkRates !== false) {
    const fred = deps.fred ?? createFredClient(fredClientOptions(deps.config));
    const runCheck = async () => {
      await checkRates({ db: deps.db, fred, series: TRACKED_RATE_SERIES, logger, clock });
      // Refinance alerts follow their owners' balances down month by month (checked with each rate check).
      const moved = await amortiseRefinanceAlerts(deps.db, clock().toISOString().slice(0, 10));
      if (moved > 0) logger.info({ refinanceAlertsAmortised: moved }, 'refinance alerts brought forward');
    };
    schedule = scheduleRateChecks(runCheck, logger);
    logger.info({ nextRateCheck: schedule.nextRun(), mail: sender.kind }, 'worker started');
    void (async () => {
      const last = await lastSuccessfulCheck(deps.db);
      if (!last || clock().getTime() - last.getTime() > STALE_AFTER_MS) await runCheck();
    })().catch((error) => logger.error({ err: error }, 'start-up rate check failed'));
  }

  return {
    async stop() {
      schedule?.stop();
      await fanOut.stop();
      await outbox.stop();
      await webhooks.stop();
      await digests.stop();
      await planClock.stop();
      await reconciliation?.stop();
      await (await bounces)?.close();
      if (ownSender) sender.close();
    },
  };
}
