import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { ComposedMail } from './composed-mail.ts';
import { fromAddress } from './mail-settings.ts';
import { type MimeMessage, renderMimeMessage } from './mime-message.ts';
import { createSmtpPool } from './smtp-pool.ts';

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

function nodemailerMessage(mail: OutgoingMail) {
  return {
    from: mail.fromName ? { name: mail.fromName, address: fromAddress(mail.from) } : mail.from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    headers: mail.headers,
    ...(mail.envelopeFrom ? { envelope: { from: mail.envelopeFrom, to: mail.to } } : {}),
  };
}

type Renderer = ReturnType<typeof nodemailer.createTransport>;

/** nodemailer's stream transport: composes (the rare mail mime-message.ts leaves to it) and DKIM-signs. */
function nodemailerRenderer(dkim: DkimKey | undefined): Renderer {
  return nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
    ...(dkim ? { dkim: { ...dkim, headerFieldNames: SIGNED_HEADER_FIELDS } } : {}),
  });
}

/**
 * The message and its envelope: rendered by mime-message.ts in one pass, or by nodemailer's composer
 * for the rare mail that one leaves to it (a recipient that is not one plain ASCII address).
 */
async function render(mail: OutgoingMail, renderer: Renderer, signed: boolean): Promise<MimeMessage> {
  const rendered = renderMimeMessage(mail, new Date());
  if (rendered && !signed) return rendered;
  // With a DKIM key the pre-rendered message still goes through nodemailer, as a raw message, so it
  // is signed by nodemailer's own DKIM signer (the transport's `dkim` option) like a composed one.
  const info = await renderer.sendMail(
    rendered ? { raw: rendered.message, envelope: rendered.envelope } : nodemailerMessage(mail),
  );
  return {
    envelope: rendered?.envelope ?? (info.envelope as MimeMessage['envelope']),
    message: info.message as Buffer,
  };
}

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

/** A pooled SMTP relay: connections are reused across messages, which is what makes hundreds per second possible. */
function smtpSender(options: MailSenderOptions & { smtpUrl: string }): MailSender {
  const pool = createSmtpPool({
    url: options.smtpUrl,
    maxConnections: options.maxConnections ?? 5,
    timeouts: SMTP_TIMEOUTS,
  });
  const renderer = nodemailerRenderer(options.dkim);
  return {
    kind: 'smtp',
    async send(mail) {
      await pool.send(await render(mail, renderer, options.dkim !== undefined));
      return { messageId: mail.messageId };
    },
    close() {
      pool.close();
      renderer.close();
    },
  };
}

/** The laptop default: each message is rendered to RFC 5322 and written as an .eml file you can open. */
function emlFileSender(options: MailSenderOptions): MailSender {
  const renderer = nodemailerRenderer(options.dkim);
  let directoryReady: Promise<unknown> | undefined;
  return {
    kind: 'eml',
    async send(mail) {
      directoryReady ??= mkdir(options.mailDirectory, { recursive: true });
      await directoryReady;
      const rendered = await render(mail, renderer, options.dkim !== undefined);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeId = mail.messageId.replace(/[^A-Za-z0-9.-]/g, '_');
      const file = path.join(options.mailDirectory, `${stamp}-${safeId}.eml`);
      await writeFile(file, rendered.message);
      options.logger.info({ file, to: mail.to, subject: mail.subject }, 'mail written to file');
      return { messageId: mail.messageId, file };
    },
    close() {
      renderer.close();
    },
  };
}

export function createMailSender(options: MailSenderOptions): MailSender {
  return options.smtpUrl ? smtpSender({ ...options, smtpUrl: options.smtpUrl }) : emlFileSender(options);
}
