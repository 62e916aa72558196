import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../db/client.ts';
import { looksLikeBounceAddress, outboxIdOfBounceAddress } from './bounce-address.ts';
import { bounceAddressesIn, parseBounceReport } from './parse-bounce-report.ts';
import { type BounceOutcome, countRejection, recordBounceReport } from './record-bounce-report.ts';

/** Bounce and complaint reports are small; anything bigger is refused during DATA (552). */
export const MAX_REPORT_BYTES = 256 * 1024;

export interface BounceListenerOptions {
  db: Database;
  logger: Logger;
  secret: string;
  bounceDomain: string;
  port: number;
  host?: string;
  clock?: () => Date;
}

export interface BounceListener {
  /** The port it listens on (useful with port 0). */
  port: number;
  close(): Promise<void>;
}

/** An SMTP reply code for smtp-server's callback. */
function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

/**
 * Applies one received report. Never throws for bad input: a report that is unreadable, forged, about
 * a mail we never sent or an address we never mailed is logged and counted, and changes nothing.
 */
export async function handleBounceMessage(
  options: Pick<BounceListenerOptions, 'db' | 'logger' | 'secret' | 'bounceDomain'>,
  envelopeRecipients: readonly string[],
  message: Buffer,
  now: Date,
): Promise<BounceOutcome> {
  const report = await parseBounceReport(message);
  const reject = async (reason: Extract<BounceOutcome, { accepted: false }>['reason'], why?: string) => {
    await countRejection(options.db, reason);
    options.logger.warn({ reason, why }, 'bounce report ignored');
    return { accepted: false, reason } as const;
  };
  if (report.kind === 'unreadable') return reject('unreadable', report.why);
  if (report.kind === 'not_a_failure') return reject('not_a_failure', report.why);
  // The envelope recipient first (a DSN comes back to the VERP address), then any bounce address in
  // the report (a feedback loop posts to one fixed address; the original's Return-Path names the mail).
  const candidates = [...envelopeRecipients, ...bounceAddressesIn(message, options.bounceDomain)];
  let forged = false;
  for (const address of candidates) {
    const check = outboxIdOfBounceAddress(options.secret, options.bounceDomain, address, now);
    if (!check.ok) {
      forged ||= check.reason === 'bad_token' && !/^bounce\+[a-z-]*@/i.test(address);
      continue;
    }
    const outcome = await recordBounceReport(options.db, check.outboxId, report, now);
    if (!outcome.accepted) return reject(outcome.reason);
    options.logger.info(
      { kind: outcome.kind, outboxId: check.outboxId, suppressed: outcome.suppressed },
      'bounce report applied',
    );
    return outcome;
  }
  return reject(forged ? 'forged_token' : 'no_bounce_address');
}

/**
 * The worker's SMTP listener for bounce mail (BOUNCE_SMTP_PORT). It is no relay: RCPT TO is accepted
 * only for `bounce+...@BOUNCE_DOMAIN`, messages above MAX_REPORT_BYTES are refused, and every report
 * is only ever applied to our own outbox rows. An internal failure (database down) answers 451, so the
 * sending server keeps the report and tries again later: nothing it reports is lost.
 */
export async function startBounceListener(options: BounceListenerOptions): Promise<BounceListener> {
  const clock = options.clock ?? (() => new Date());
  const logger = options.logger.child({ component: 'bounce-listener' });
  const server = new SMTPServer({
    name: options.bounceDomain,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_REPORT_BYTES,
    logger: false,
    banner: 'bounce and feedback reports only',
    onRcptTo(address, _session, callback) {
      if (looksLikeBounceAddress(options.bounceDomain, address.address)) return callback();
      callback(smtpError('5.7.1 relaying denied: this server takes bounce reports only', 550));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if ((stream as { sizeExceeded?: boolean }).sizeExceeded) {
          return callback(smtpError('5.3.4 message too big for a bounce report', 552));
        }
        const recipients = session.envelope.rcptTo.map((recipient) => recipient.address);
        handleBounceMessage({ ...options, logger }, recipients, Buffer.concat(chunks), clock()).then(
          () => callback(),
          (error: unknown) => {
            logger.error({ err: error }, 'bounce report not recorded; the sender will retry');
            callback(smtpError('4.3.0 temporary failure, try again later', 451));
          },
        );
      });
    },
  });
  server.on('error', (error) => logger.error({ err: error }, 'bounce listener error'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  logger.info({ port, bounceDomain: options.bounceDomain }, 'bounce listener started');
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
