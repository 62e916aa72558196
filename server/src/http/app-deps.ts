import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database, DatabaseDriver } from '../db/client.ts';
import type { MailSender } from '../mail/mail-sender.ts';

/** Returns "now"; injected so tests control time (rate limits, token expiry) without sleeping. */
export type Clock = () => Date;

/** Per-IP (and per-form for leads) POST budget: `limit` requests per `windowMs`. */
export interface RateLimitSettings {
  limit: number;
  windowMs: number;
}

export interface RateLimitPolicy {
  /** Budget for every POST, keyed by client IP. */
  perIp: RateLimitSettings;
  /** Extra budget for lead submissions, keyed by form id (protects one partner from a flood). */
  perForm: RateLimitSettings;
}

/** Everything createApp needs; nothing is read from globals. */
export interface AppDeps {
  db: Database;
  /** Reported by /api/health. */
  databaseDriver?: DatabaseDriver;
  config: Config;
  logger: Logger;
  /** Sends mail now (the worker); routes only enqueue to the outbox and do not need it. */
  mailer?: MailSender;
  clock?: Clock;
  rateLimits?: Partial<RateLimitPolicy>;
  /** How long an active form may be served from memory (default 5 s; 0 reads the database every time). */
  formCacheTtlMs?: number;
  /** Largest accepted request body in bytes (default 64 KiB). */
  maxBodyBytes?: number;
  /** fetch used to forward contact messages; injectable for tests against a local HTTP server. */
  fetch?: typeof fetch;
}

export const systemClock: Clock = () => new Date();
