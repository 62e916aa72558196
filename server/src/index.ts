// Public surface of @mrn/server.

export { createApp } from './app.ts';
export type { PageVisitor, PageVisitorCheck, SignedInMarkerRefresh } from './auth/page-visitor.ts';
export { buildOpenApiDocument } from './build-openapi-document.ts';
export { type Config, ConfigError, configSchema, loadConfig } from './config.ts';
export {
  connectDatabase,
  type Database,
  type DatabaseDriver,
  type DatabaseHandle,
  openDatabase,
} from './db/client.ts';
export { runMigrations } from './db/migrate.ts';
export type { AppDeps } from './http/app-deps.ts';
export { type HttpLimitSettings, httpServerOptions, limitHttpServer } from './http/http-server-limits.ts';
export { createLogger } from './logger.ts';
export type { OpenApiDocument } from './openapi/openapi-document.ts';
export { DEMO_FORM_ID, DEMO_POPUP_FORM_ID, seedDemo } from './seed/seed-demo.ts';
export {
  type PreparedServer,
  prepareServer,
  type RunningServer,
  type ServerOptions,
  startServer,
} from './start-server.ts';
export { type RunningWorker, startWorker, type WorkerDeps } from './worker/start-worker.ts';
