import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { createMailSender, type MailSender } from './mail-sender.ts';

/**
 * The sender a process configured by the environment uses: SMTP_URL's relay, else .eml files in
 * DATA_DIR/mail. One place, so the worker, the drain command and the benchmarks write mail alike.
 */
export function mailSenderFromConfig(
  config: Pick<Config, 'SMTP_URL' | 'DATA_DIR' | 'DKIM_DOMAIN' | 'DKIM_SELECTOR' | 'DKIM_PRIVATE_KEY'>,
  logger: Logger,
): MailSender {
  return createMailSender({
    smtpUrl: config.SMTP_URL,
    mailDirectory: path.join(config.DATA_DIR, 'mail'),
    logger,
    dkim:
      config.DKIM_DOMAIN && config.DKIM_SELECTOR && config.DKIM_PRIVATE_KEY
        ? {
            domainName: config.DKIM_DOMAIN,
            keySelector: config.DKIM_SELECTOR,
            privateKey: config.DKIM_PRIVATE_KEY,
          }
        : undefined,
  });
}
