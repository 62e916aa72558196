import type { HttpLimitSettings } from '@mrn/server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { PageSessions } from './site-request-handler.ts';

/** What the product process needs from the API package. */
export interface ApiRuntime {
  fetch: (request: Request) => Response | Promise<Response>;
  /** Who a Cookie header names (app pages redirect by it), and the signed-in marker kept true to it. */
  pageSessions: PageSessions;
  /** PUBLIC_URL as configured (decides HSTS). */
  publicUrl: string;
  /** Timeouts and connection cap for the product's HTTP server (from the server configuration). */
  httpLimits: HttpLimitSettings;
  /** Lines printed at start: database, mail and worker mode. */
  summary: string[];
  stop: () => Promise<void>;
}

type ServerModule = typeof import('@mrn/server');
type PreparedServer = Awaited<ReturnType<ServerModule['prepareServer']>>;

function describeDatabase(prepared: PreparedServer): string {
  const { DATABASE_URL, DATA_DIR } = prepared.config;
  if (DATABASE_URL) return `PostgreSQL at ${new URL(DATABASE_URL).host}`;
  return `embedded PGlite in ${DATA_DIR}/pglite`;
}

function describeMail(prepared: PreparedServer): string {
  const { SMTP_URL, DATA_DIR } = prepared.config;
  if (SMTP_URL) return `SMTP relay ${new URL(SMTP_URL).host}`;
  return `.eml files written to ${DATA_DIR}/mail`;
}

/**
 * Boots the API in this process: configuration, database (migrated, demo partner seeded), the
 * Hono app behind response compression, and the background worker unless WORKER=off.
 */
export async function startApiRuntime(environment: Record<string, string | undefined>): Promise<ApiRuntime> {
  const server: ServerModule = await import('@mrn/server');
  const prepared = await server.prepareServer({ environment });

  const app = new Hono();
  app.use('*', compress());
  // Hand every request to the API app whole (not app.route), so its own not-found and
  // method-not-allowed answers (JSON 404/405) apply inside the site process too.
  app.all('*', (c) => prepared.app.fetch(c.req.raw, c.env));

  const worker =
    prepared.config.WORKER === 'off'
      ? null
      : server.startWorker({ db: prepared.database.db, config: prepared.config, logger: prepared.logger });
  const workerLine = worker
    ? 'running in this process (rate checks, alert mail outbox)'
    : 'off (WORKER=off; run `npm run worker` in another process)';

  return {
    fetch: app.fetch,
    pageSessions: { visitorOf: prepared.visitorOf, markerRefresh: prepared.markerRefresh },
    publicUrl: prepared.config.PUBLIC_URL,
    httpLimits: prepared.config,
    summary: [
      `Database: ${describeDatabase(prepared)}`,
      `Mail:     ${describeMail(prepared)}`,
      `Worker:   ${workerLine}`,
    ],
    stop: async () => {
      await worker?.stop();
      await prepared.close();
    },
  };
}
