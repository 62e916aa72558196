import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Logger } from 'pino';
import { fromAddress } from './mail-settings.ts';
import { type MimeMessage, renderMimeMessage } from './mime-message.ts';
import type { OutgoingMail } from './outgoing-mail.ts';

export type { OutgoingMail } from './outgoing-mail.ts';

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

/** The mail as nodemailer's composer takes it, for the rare mail mime-message.ts leaves to it. */
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

type Signer = ReturnType<typeof nodemailer.createTransport>;

/** nodemailer's stream transport: DKIM-signs with its own signer, and composes the rare mail mime-message.ts leaves to it. */
function createSigner(dkim: DkimKey | undefined): Signer {
  return nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
    ...(dkim ? { dkim: { ...dkim, headerFieldNames: SIGNED_HEADER_FIELDS } } : {}),
  });
}

/**
 * The message and its envelope. Our one-pass renderer (mime-message.ts) renders it, not nodemailer's
 * composer: measured with bench/mail-dispatch.ts on PostgreSQL, the composer about doubled the
 * worker's CPU per mail (1.26-1.51 ms against 0.48-0.56; 506-772 mails/s, 0.31-0.42 of the floor,
 * against 0.51-0.52 with this renderer on the same public pool). The composer renders only the rare
 * mail the renderer leaves to it (a recipient that is not one plain ASCII address).
 */
async function render(mail: OutgoingMail, signer: Signer, signed: boolean): Promise<MimeMessage> {
  const rendered = renderMimeMessage(mail, new Date());
  if (rendered && !signed) return rendered;
  // With a DKIM key the rendered message still goes through nodemailer, as a raw message, so it is
  // signed by nodemailer's own DKIM signer (the transport's `dkim` option) like a composed one.
  const info = await signer.sendMail(
    rendered ? { raw: rendered.message, envelope: rendered.envelope } : messageOf(mail),
  );
  return {
    envelope: rendered?.envelope ?? (info.envelope as MimeMessage['envelope']),
    message: info.message as Buffer,
  };
}

/**
 * nodemailer's pooled SMTP transport: connections are reused across messages, which is what makes
 * hundreds per second possible. It is handed the rendered message as `raw` with its envelope (MAIL FROM
 * the VERP bounce address), in one buffer as the benchmark's floor sends it: composed straight into
 * the connection, a message went out in hundreds of small socket writes.
 */
function smtpSender(options: MailSenderOptions & { smtpUrl: string }): MailSender {
  const signer = createSigner(options.dkim);
  const signed = options.dkim !== undefined;
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
      const { message, envelope } = await render(mail, signer, signed);
      await transport.sendMail({ raw: message, envelope });
      return { messageId: mail.messageId };
    },
    close() {
      transport.close();
      signer.close();
    },
  };
}

/** The laptop default: each message is rendered (and signed) as for a relay and written as an .eml file you can open. */
function emlFileSender(options: MailSenderOptions): MailSender {
  const signer = createSigner(options.dkim);
  const signed = options.dkim !== undefined;
  let directoryReady: Promise<unknown> | undefined;
  return {
    kind: 'eml',
    async send(mail) {
      directoryReady ??= mkdir(options.mailDirectory, { recursive: true });
      await directoryReady;
      const { message } = await render(mail, signer, signed);
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const safeId = mail.messageId.replace(/[^A-Za-z0-9.-]/g, '_');
      const file = path.join(options.mailDirectory, `${stamp}-${safeId}.eml`);
      await writeFile(file, message);
      options.logger.info({ file, to: mail.to, subject: mail.subject }, 'mail written to file');
      return { messageId: mail.messageId, file };
    },
    close() {
      signer.close();
    },
  };
}

export function createMailSender(options: MailSenderOptions): MailSender {
  return options.smtpUrl ? smtpSender({ ...options, smtpUrl: options.smtpUrl }) : emlFileSender(options);
}
