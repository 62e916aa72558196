import { parseConnectionUrl } from 'nodemailer/lib/shared';
import SMTPConnection, { type SMTPConnectionOptions } from 'nodemailer/lib/smtp-connection';
import type { MimeMessage } from './mime-message.ts';

export interface SmtpPoolOptions {
  /** smtp(s)://user:pass@host:port, as nodemailer reads it (query options included). */
  url: string;
  maxConnections: number;
  /** Connection, greeting and socket timeouts (see SMTP_TIMEOUTS in mail-sender.ts). */
  timeouts: Pick<SMTPConnectionOptions, 'connectionTimeout' | 'greetingTimeout' | 'socketTimeout'>;
  /** An open connection unused this long is closed, before the relay drops it on its side. */
  idleMs?: number;
}

export interface SmtpPool {
  /** Resolves once the relay has accepted the message; rejects with nodemailer's error (`responseCode` on SMTP replies). */
  send(message: MimeMessage): Promise<void>;
  close(): void;
}

/** Shorter than relays' own idle limits (Postfix: 300 s), so a reused connection is seldom one the relay just closed. */
const DEFAULT_IDLE_MS = 30_000;

/**
 * One connection of the pool: opened when first needed, dropped after any failure (the next send opens
 * a fresh one) or after `idleMs` unused.
 */
class PooledConnection {
  /** The connection being opened or open, until it fails or is closed. */
  private ready?: Promise<SMTPConnection>;
  private current?: SMTPConnection;
  private idleTimer?: NodeJS.Timeout;

  constructor(private readonly options: SMTPConnectionOptions & { auth?: { user: string; pass: string } }) {}

  async send(message: MimeMessage): Promise<void> {
    clearTimeout(this.idleTimer);
    const connection = await this.connect();
    await new Promise<void>((resolve, reject) => {
      // nodemailer writes its progress into the envelope object: a fresh one per message.
      const envelope = { from: message.envelope.from, to: [...message.envelope.to] };
      connection.send(envelope, message.message, (error) => {
        if (!error) return resolve();
        // A refused message leaves the session in an unknown state: start the next one afresh.
        this.drop(connection);
        reject(error);
      });
    });
  }

  /** Closes the connection once it has been idle for `idleMs`. */
  idleFor(idleMs: number): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.close(), idleMs);
    this.idleTimer.unref();
  }

  close(): void {
    clearTimeout(this.idleTimer);
    const ready = this.ready;
    this.ready = undefined;
    this.current = undefined;
    void ready?.then(
      (connection) => connection.quit(),
      () => undefined,
    );
  }

  private connect(): Promise<SMTPConnection> {
    if (this.ready) return this.ready;
    const ready = new Promise<SMTPConnection>((resolve, reject) => {
      const connection = new SMTPConnection(this.options);
      // Errors outside a send (the relay hanging up an idle connection) only end this connection;
      // during connecting they fail the send waiting for it.
      connection.on('error', (error) => {
        this.drop(connection);
        reject(error);
      });
      connection.once('end', () => {
        this.drop(connection);
        // After the 'error' that usually comes with it, which says why.
        setImmediate(() => reject(new Error('SMTP connection closed before it was ready')));
      });
      connection.connect(() => {
        if (!this.options.auth || !connection.allowsAuth) return resolve(connection);
        connection.login(this.options.auth, (error) => {
          if (!error) return resolve(connection);
          this.drop(connection);
          reject(error);
        });
      });
    });
    this.ready = ready;
    ready.then(
      (connection) => (this.current = connection),
      () => {
        if (this.ready === ready) this.ready = undefined;
      },
    );
    return ready;
  }

  /** Forgets `connection` (if it is still this slot's) and closes it. */
  private drop(connection: SMTPConnection): void {
    if (this.current === connection) {
      this.current = undefined;
      this.ready = undefined;
    }
    connection.close();
  }
}

/**
 * A pool of nodemailer SMTP connections that relays pre-rendered messages (mime-message.ts): up to
 * `maxConnections` sends at once, the rest queued in order. nodemailer's pooled transport does the same
 * through its mail composer and a chain of streams per message, which took three times the CPU per send
 * (bench/mail-dispatch.ts); the SMTP conversation itself is still nodemailer's SMTPConnection.
 */
export function createSmtpPool(options: SmtpPoolOptions): SmtpPool {
  const { auth, ...url } = parseConnectionUrl(options.url);
  const connectionOptions = {
    ...url,
    ...options.timeouts,
    ...(auth?.user || auth?.pass ? { auth: { user: auth.user ?? '', pass: auth.pass ?? '' } } : {}),
  } as SMTPConnectionOptions & { auth?: { user: string; pass: string } };
  const idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
  const idle = Array.from(
    { length: Math.max(1, options.maxConnections) },
    () => new PooledConnection(connectionOptions),
  );
  const all = [...idle];
  const queue: { message: MimeMessage; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let closed = false;

  function pump(): void {
    while (queue.length > 0 && idle.length > 0) {
      // Last in, first out: the most recently used connection is the one most surely still open.
      const connection = idle.pop() as PooledConnection;
      const job = queue.shift() as (typeof queue)[number];
      connection
        .send(job.message)
        .then(job.resolve, job.reject)
        .finally(() => {
          if (closed) return connection.close();
          connection.idleFor(idleMs);
          idle.push(connection);
          pump();
        });
    }
  }

  return {
    send(message) {
      if (closed) return Promise.reject(new Error('SMTP pool is closed'));
      return new Promise<void>((resolve, reject) => {
        queue.push({ message, resolve, reject });
        pump();
      });
    },
    close() {
      closed = true;
      for (const connection of all) connection.close();
      for (const job of queue.splice(0)) job.reject(new Error('SMTP pool is closed'));
    },
  };
}
