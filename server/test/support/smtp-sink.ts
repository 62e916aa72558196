import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface SmtpSink {
  /** smtp://127.0.0.1:PORT, for SMTP_URL or createMailSender. */
  url: string;
  server: SMTPServer;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a random local port (plain text, no auth), for tests and benchmarks.
 * `handlers` supplies onData (and onRcptTo to refuse recipients); every message must be consumed.
 */
export async function startSmtpSink(
  handlers: Pick<SMTPServerOptions, 'onData' | 'onRcptTo'>,
): Promise<SmtpSink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    ...handlers,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
