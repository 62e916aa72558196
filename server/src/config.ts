import { createPrivateKey, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_TRUSTED_PROXIES, isProxyEntry, proxyEntries } from './trusted-proxies.ts';

/** Empty strings in the environment mean "not set" (a common shell and .env habit). */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const urlOrUndefined = optionalText.pipe(z.url().optional());

/**
 * Every setting of the server, one zod schema, each with a default that works on a laptop.
 * Documented in docs/operating.md, "Environment variables".
 */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** Origin the site and API are reached at; used in mail links. Defaults to http://localhost:PORT. */
  PUBLIC_URL: urlOrUndefined,
  /** postgres://... uses node-postgres; empty uses embedded PGlite in DATA_DIR. */
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  /** smtp(s)://user:pass@host:port; empty writes .eml files under DATA_DIR/mail. */
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().trim().min(3).default('Mortgage Rate Notifier <alerts@localhost>'),
  /** Physical postal address printed in every commercial mail footer (CAN-SPAM). */
  POSTAL_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .default('Mortgage Rate Notifier, 100 Example Street, Richmond, VA 23219, USA'),
  /** Set to use FRED's JSON API; empty uses the keyless CSV download. */
  FRED_API_KEY: optionalText,
  /** FRED endpoints; unset means FRED itself (tests and mirrors point them elsewhere). */
  FRED_API_BASE_URL: urlOrUndefined,
  FRED_GRAPH_BASE_URL: urlOrUndefined,
  /** Browser analytics key served by /api/analytics/config; empty keeps analytics off. */
  AMPLITUDE_API_KEY: optionalText,
  /** Where the app (sign-up, sign-in, dashboard) is served; defaults to PUBLIC_URL/app, this process. */
  APP_URL: urlOrUndefined,
  /** HMAC key for unsubscribe/confirm tokens; empty generates one and keeps it in DATA_DIR/secret. */
  SECRET: optionalText.pipe(z.string().min(16, 'SECRET must be at least 16 characters').optional()),
  /** 'on' runs rate checks and the mail outbox in the web process; 'off' leaves them to `npm run worker`. */
  WORKER: z.enum(['on', 'off']).default('on'),
  /** Optional third-party form service that also receives contact messages (multipart POST). */
  CONTACT_FORWARD_URL: urlOrUndefined,
  /** 'true' when a reverse proxy sets X-Forwarded-For (rate limits then key on the client, not the proxy; see TRUSTED_PROXIES). */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * With TRUST_PROXY, the proxies whose X-Forwarded-For entries are believed: addresses or CIDR
   * blocks, comma-separated. The client is the right-most address not in this list.
   */
  TRUSTED_PROXIES: z
    .string()
    .default(DEFAULT_TRUSTED_PROXIES)
    .transform(proxyEntries)
    .refine((entries) => entries.every(isProxyEntry), {
      message: 'TRUSTED_PROXIES must be comma-separated IP addresses or CIDR blocks, e.g. 10.0.0.0/8, ::1',
    }),
  /** 'true' lets webhook endpoints use http and private, loopback or link-local addresses (tests, local development only). */
  WEBHOOKS_ALLOW_PRIVATE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * Seconds a fired alert's mail waits so that what one rate check fires for a person (both series
   * are published together) goes out as one mail; 0 sends at once.
   */
  ALERT_MAIL_COMBINE_SECONDS: z.coerce.number().int().min(0).max(3600).default(120),
  /** POSTs one client IP may make per minute (every POST route). */
  RATE_LIMIT_POSTS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Leads one form accepts per minute from all visitors together. */
  RATE_LIMIT_LEADS_PER_FORM_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** A client must send its request headers within this time (slow-loris defence). */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** ... and its whole request, body included, within this time. */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** An idle keep-alive connection is closed after this time. */
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** Open connections one process accepts; beyond it new connections are dropped at once. */
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).default(1_000),
  /** Bearer token for GET /api/metrics (Prometheus); empty turns the endpoint off. */
  METRICS_TOKEN: optionalText.pipe(
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  /**
   * Stripe billing (docs/partners.md, "Billing"). Without the secret key, webhook secret and both price ids,
   * billing is off: the console says so and operators use `npm run partner:plan`.
   */
  STRIPE_SECRET_KEY: optionalText,
  /** The signing secret (whsec_...) of the endpoint that posts to /api/billing/webhook. */
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Price ids of the Professional plan, as `npm run billing:setup` prints them. */
  STRIPE_PRICE_MONTHLY: optionalText,
  STRIPE_PRICE_ANNUAL: optionalText,
  /** Stripe's API origin; unset means https://api.stripe.com (tests point it at a local server). */
  STRIPE_API_URL: urlOrUndefined,
  /**
   * DKIM signing of every mail (docs/deliverability.md): the signing domain (d=), the selector (s=)
   * and the RSA private key as PEM text or the path of a PEM file. All three or none.
   */
  DKIM_DOMAIN: optionalText.pipe(
    z
      .string()
      .regex(
        /^(?=.{1,253}$)([a-z0-9-]{1,63}\.)+[a-z]{2,63}$/i,
        'DKIM_DOMAIN must be a domain name like example.com',
      )
      .optional(),
  ),
  DKIM_SELECTOR: optionalText.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i,
        'DKIM_SELECTOR must be letters, digits and dashes, e.g. mrn2026',
      )
      .optional(),
  ),
  DKIM_PRIVATE_KEY: optionalText,
  /**
   * Domain of the bounce address (the envelope sender, `bounce+<token>@BOUNCE_DOMAIN`); defaults to
   * DKIM_DOMAIN. Without either, mail keeps MAIL_FROM's address as its envelope sender.
   */
  BOUNCE_DOMAIN: optionalText.pipe(
    z
      .string()
      .regex(
        /^(?=.{1,253}$)([a-z0-9-]{1,63}\.)+[a-z]{2,63}$/i,
        'BOUNCE_DOMAIN must be a domain name like bounces.example.com',
      )
      .optional(),
  ),
  /** Port on which the worker receives bounce and complaint mail over SMTP; empty runs no listener. */
  BOUNCE_SMTP_PORT: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number().int().min(0).max(65_535).optional(),
  ),
  /** Address the bounce listener binds to. */
  BOUNCE_SMTP_HOST: z.string().trim().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

type ParsedEnvironment = z.infer<typeof configSchema>;

export interface Config extends Omit<ParsedEnvironment, 'PUBLIC_URL' | 'APP_URL' | 'SECRET' | 'DATA_DIR'> {
  PUBLIC_URL: string;
  APP_URL: string;
  SECRET: string;
  /** Absolute path. */
  DATA_DIR: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads DATA_DIR/secret, creating it with 32 random bytes the first time. */
function persistedSecret(dataDirectory: string): string {
  const secretFile = path.join(dataDirectory, 'secret');
  if (existsSync(secretFile)) {
    const stored = readFileSync(secretFile, 'utf8').trim();
    if (stored.length >= 16) return stored;
  }
  mkdirSync(dataDirectory, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(secretFile, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * The DKIM private key as PEM text: DKIM_PRIVATE_KEY is the PEM itself (literal `\n` allowed, for
 * one-line .env files) or the path of a PEM file. Throws ConfigError when the three DKIM settings
 * are not all set or all empty, the file cannot be read, or the key is not a usable private key.
 */
function dkimPrivateKey(values: ParsedEnvironment, baseDirectory: string): string | undefined {
  const given = [values.DKIM_DOMAIN, values.DKIM_SELECTOR, values.DKIM_PRIVATE_KEY].filter(Boolean).length;
  if (given === 0) return undefined;
  if (given < 3) {
    throw new ConfigError(
      'Invalid configuration:\n  DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY must be set together (or none of them).',
    );
  }
  const setting = (values.DKIM_PRIVATE_KEY as string).replace(/\\n/g, '\n');
  let pem = setting;
  if (!setting.includes('-----BEGIN')) {
    try {
      pem = readFileSync(path.resolve(baseDirectory, setting), 'utf8');
    } catch (error) {
      throw new ConfigError(
        `Invalid configuration:\n  DKIM_PRIVATE_KEY is neither PEM text nor a readable file (${(error as Error).message}).`,
      );
    }
  }
  try {
    const key = createPrivateKey(pem);
    // nodemailer's DKIM signer writes a=rsa-sha256 only (and silently skips signing with another key).
    if (key.asymmetricKeyType !== 'rsa') {
      throw new Error(`it is a ${key.asymmetricKeyType} key; DKIM here signs with RSA (2048 bits)`);
    }
    if ((key.asymmetricKeyDetails?.modulusLength ?? 0) < 1024) {
      throw new Error('an RSA key shorter than 1024 bits; receivers ignore such signatures (use 2048)');
    }
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration:\n  DKIM_PRIVATE_KEY is not a usable private key: ${(error as Error).message}`,
    );
  }
  return pem;
}

/**
 * Parses the environment once into a typed Config. Throws ConfigError listing every bad variable.
 * Side effect: when SECRET is unset, a random one is created and persisted in DATA_DIR.
 */
export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  if (values.BOUNCE_SMTP_PORT !== undefined && !(values.BOUNCE_DOMAIN ?? values.DKIM_DOMAIN)) {
    throw new ConfigError(
      'Invalid configuration:\n  BOUNCE_SMTP_PORT needs BOUNCE_DOMAIN (or DKIM_DOMAIN): the domain of the bounce addresses it accepts.',
    );
  }
  // Relative to where the command was typed: `npm run rates:import` at the root runs in server/ (npm
  // workspaces), but must open the same ./data as `npm start` there. npm sets INIT_CWD to that folder.
  const dataDirectory = path.resolve(environment.INIT_CWD ?? process.cwd(), values.DATA_DIR);
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  return {
    ...values,
    DATA_DIR: dataDirectory,
    PUBLIC_URL: publicUrl,
    APP_URL: (values.APP_URL ?? `${publicUrl}/app`).replace(/\/+$/, ''),
    SECRET: values.SECRET ?? persistedSecret(dataDirectory),
    DKIM_PRIVATE_KEY: dkimPrivateKey(values, environment.INIT_CWD ?? process.cwd()),
    BOUNCE_DOMAIN: values.BOUNCE_DOMAIN ?? values.DKIM_DOMAIN,
  };
}
