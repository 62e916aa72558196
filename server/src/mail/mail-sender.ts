import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Logger } from 'pino';
import type { ComposedMail } from './composed-mail.ts';
import { fromAddress } from './mail-settings.ts';

/** SMTP MAIL FROM and RCPT TO of a composed message (a type, not an interface: nodemailer's envelope input is an index type). */
type Envelope = { from: string; to: string[] };

/** A composed mail plus the envelope decided at send time. */
export interface OutgoingMail extends ComposedMail {
  from: string;
  /** Deterministic per outbox row (`<outbox-42@host>`), so a receiver can drop a rare duplicate. */
  messageId: string;
  /**
   * The envelope sender (SMTP MAIL FROM, the Return-Path receivers record): the outbox row's bounce
   * address (bounces/bounce-address.ts) when bounces are configured; else From's address.
   */
  envelopeFrom?: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml file written, when mail goes to files. */
  file?: string;
}

export interface MailSender {
  /** `smtp` for a relay, `eml` for files under DATA_DIR/mail. */
  readonly kind: 'smtp' | 'eml';
  /** Resolves once the relay accepted the mail; rejects with nodemailer's error (`responseCode` on SMTP replies). */
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): void;
}

export interface MailSenderOptions {
  /** smtp(s)://user:pass@host:port; unset writes .eml files to `mailDirectory`. */
  smtpUrl?: string;
  mailDirectory: string;
  logger: Logger;
  /** Parallel SMTP connections of the pool. */
  maxConnections?: number;
  /** Signs every message (DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY); unset sends unsigned. */
  dkim?: DkimKey;
}

export interface DkimKey {
  domainName: string;
  keySelector: string;
  /** PEM text of the RSA key (config.ts checked it). */
  privateKey: string;
}

/**
 * nodemailer's default list of signed header fields plus List-Unsubscribe-Post: RFC 8058 section 4
 * wants both List-Unsubscribe fields covered by the signature for one-click unsubscribe to count.
 */
const SIGNED_HEADER_FIELDS =
  'From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding:' +
  'Content-ID:Content-Description:Resent-Date:Resent-From:Resent-Sender:Resent-To:Resent-Cc:' +
  'Resent-Message-ID:In-Reply-To:References:List-Id:List-Help:List-Unsubscribe:List-Unsubscribe-Post:' +
  'List-Subscribe:List-Post:List-Owner:List-Archive';

/**
 * How long the relay may take. With nodemailer's defaults (2 minutes to connect, 10 minutes of socket
 * silence) a dead relay would hold a send, its slot and its renewed outbox lease for minutes; these end
 * a stuck send soon, so the mail is retried with backoff (outbox-worker.ts). Connecting and the
 * greeting get half the outbox lease (DEFAULT_LEASE_MS); a slow reply to a message in flight gets a
 * minute, its lease renewed meanwhile.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: 60_000,
} as const;

/** Shorter than relays' own idle limits (Postfix: 300 s), so a reused connection is seldom one the relay just closed. */
const SMTP_IDLE_MS = 30_000;

/** The mail as nodemailer composes it: text and HTML alternatives, our headers, the VERP envelope. */
function messageOf(mail: OutgoingMail): SendMailOptions {
  return {
    // The From address stays MAIL_FROM's (SPF, DKIM); only its display name changes for partner mail.
    from: mail.fromName ? { name: mail.fromName, address: fromAddress(mail.from) } : mail.from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    headers: mail.headers,
    ...(mail.envelopeFrom ? { envelope: { from: mail.envelopeFrom, to: mail.to } } : {}),
    // Our mails never name files or URLs to attach: refuse to read any, whatever a template says.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

type Composer = ReturnType<typeof nodemailer.createTransport>;

/** nodemailer's stream transport as a composer: the message (DKIM-signed when a key is set) in one buffer, and its envelope. */
function createComposer(dkim: DkimKey | undefined): Composer {
  return nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
    ...(dkim ? { dkim: { ...dkim, headerFieldNames: SIGNED_HEADER_FIELDS } } : {}),
  });
}

async function compose(
  composer: Composer,
  mail: OutgoingMail,
): Promise<{ message: Buffer; envelope: Envelope }> {
  const info = await composer.sendMail(messageOf(mail));
  return { message: info.message as Buffer, envelope: info.envelope as Envelope };
}

/**
 * nodemailer's pooled SMTP transport: connections are reused across messages, which is what makes
 * hundreds per second possible. It is handed the composed message as `raw`: composed straight into
 * the connection, a message goes out in hundreds of small socket writes, which cost the worker more
 * CPU than composing it (bench/mail-dispatch.ts).
 */
function smtpSender(options: MailSenderOptions & { smtpUrl: string }): MailSender {
  const composer = createComposer(options.dkim);
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    pool: true,
    maxConnections: options.maxConnections ?? 5,
    // A connection carries messages until it idles or fails: no reconnect every 100 messages.
    maxMessages: Number.POSITIVE_INFINITY,
    idleTimeout: SMTP_IDLE_MS,
    ...SMTP_TIMEOUTS,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      const { message, envelope } = await compose(composer, mail);
      await transport.sendMail({ raw: message, envelope });
      return { messageId: mail.messageId };
    },
    close() {
      transport.close();
      composer.close();
    },
  };
}

/** The laptop default: each message is composed as for a relay and written as an .eml file you can open. */
function emlFileSender(options: MailSenderOptions): MailSender {
  const composer = createComposer(options.dkim);
  let directoryReady: Promise<unknown> | undefined;
  return {
    kind: 'eml',
    async send(mail) {
      directoryReady ??= mkdir(options.mailDirectory, { recursive: true });
      await directoryReady;
      const { message } = await compose(composer, mail);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeId = mail.messageId.replace(/[^A-Za-z0-9.-]/g, '_');
      const file = path.join(options.mailDirectory, `${stamp}-${safeId}.eml`);
      await writeFile(file, message);
      options.logger.info({ file, to: mail.to, subject: mail.subject }, 'mail written to file');
      return { messageId: mail.messageId, file };
    },
    close() {
      composer.close();
    },
  };
}

export function createMailSender(options: MailSenderOptions): MailSender {
  return options.smtpUrl ? smtpSender({ ...options, smtpUrl: options.smtpUrl }) : emlFileSender(options);
}
