import type { Config } from '../../src/config.ts';
import { silentLogger } from '../../src/logger.ts';
import type { MailSender } from '../../src/mail/mail-sender.ts';
import { mailSettingsFromConfig } from '../../src/mail/mail-settings.ts';
import { MAIL_KINDS } from '../../src/mail-kinds.ts';
import type { OutboxWorkerDeps } from '../../src/outbox/outbox-worker.ts';

/**
 * What the outbox worker needs in a test, as the product wires it (every mail kind, the app's mail
 * settings, a quiet logger), with the test's database and sender; a test adds its clock or batch size.
 */
export function testOutboxDeps(
  database: { db: OutboxWorkerDeps['db'] },
  app: { config: Config },
  sender: MailSender,
): Pick<OutboxWorkerDeps, 'composers' | 'db' | 'sender' | 'settings' | 'logger'> {
  return {
    composers: MAIL_KINDS,
    db: database.db,
    sender,
    settings: mailSettingsFromConfig(app.config),
    logger: silentLogger(),
  };
}
