import type { Server } from 'node:http';
import { type ServerType, serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Logger } from 'pino';
import { createApp } from './app.ts';
import {
  type PageVisitorCheck,
  pageVisitorCheck,
  type SignedInMarkerRefresh,
  signedInMarkerRefresh,
} from './auth/page-visitor.ts';
import { type Config, loadConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import type { AppEnv } from './http/app-env.ts';
import { httpServerOptions, limitHttpServer } from './http/http-server-limits.ts';
import { createLogger } from './logger.ts';
import { partnerSideOfAccounts } from './partners/partner-side-of-accounts.ts';
import { TRACKED_RATE_SERIES } from './rates/rate-series.ts';
import { seedDemo } from './seed/seed-demo.ts';
import { seedSampleRates } from './seed/seed-sample-rates.ts';
import { startWorker } from './worker/start-worker.ts';

export interface PreparedServer {
  app: Hono<AppEnv>;
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  /** Who a Cookie header names: signed out, signed in, or a partner (the page server redirects app pages by it). */
  visitorOf: PageVisitorCheck;
  /** The Set-Cookie that corrects a stale signed-in marker on an app page answer, or null. */
  markerRefresh: SignedInMarkerRefresh;
  /** Closes the database (and whatever `startServer` started). */
  close(): Promise<void>;
}

export interface ServerOptions {
  /** Defaults to process.env. */
  environment?: Record<string, string | undefined>;
  /** Skips reading the environment. */
  config?: Config;
  /**
   * Run rate checks and the mail outbox in this process. prepareServer defaults to false (the
   * embedding process decides, e.g. the site calls startWorker itself); startServer defaults to WORKER=on.
   */
  runWorker?: boolean;
}

/**
 * Everything but listening: config, logger, database (migrated, demo partner and sample rates
 * seeded), the app and, when asked, the background worker. The site uses this to serve the API from its own HTTP server.
 */
export async function prepareServer(options: ServerOptions = {}): Promise<PreparedServer> {
  const config = options.config ?? loadConfig(options.environment);
  const logger = createLogger(config);
  const database = await openDatabase(config);
  const { applied } = await runMigrations(database);
  if (applied.length > 0) logger.info({ applied }, 'database migrations applied');
  if (await seedDemo(database.db)) logger.info('demo partner and forms "demo", "demo-popup" created');
  const today = new Date().toISOString().slice(0, 10);
  if (await seedSampleRates(database.db, TRACKED_RATE_SERIES, { today })) {
    logger.info('no rates stored yet: seeded a sample year of 30y and 15y rates until the first FRED check');
  }
  const app = createApp({ db: database.db, databaseDriver: database.driver, config, logger });
  const worker = options.runWorker ? startWorker({ db: database.db, config, logger }) : undefined;
  return {
    app,
    config,
    logger,
    database,
    visitorOf: pageVisitorCheck({ db: database.db, config }, partnerSideOfAccounts),
    markerRefresh: signedInMarkerRefresh(config),
    async close() {
      await worker?.stop();
      await database.close();
    },
  };
}

export interface RunningServer extends PreparedServer {
  server: ServerType;
  /** http://host:port actually bound (PORT=0 picks a free port). */
  url: string;
}

/** Prepares the server, runs the worker unless WORKER=off, and listens on PORT serving the API alone. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const config = options.config ?? loadConfig(options.environment);
  const prepared = await prepareServer({ config, runWorker: options.runWorker ?? config.WORKER === 'on' });
  const { server, port } = await new Promise<{ server: ServerType; port: number }>((resolve) => {
    const listening = serve(
      {
        fetch: prepared.app.fetch,
        port: prepared.config.PORT,
        serverOptions: httpServerOptions(prepared.config),
      },
      (info) => resolve({ server: listening, port: info.port }),
    );
    limitHttpServer(listening as Server, prepared.config);
  });
  const url = `http://localhost:${port}`;
  prepared.logger.info({ url, database: prepared.database.driver }, 'API listening');
  return {
    ...prepared,
    server,
    url,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await prepared.close();
    },
  };
}
