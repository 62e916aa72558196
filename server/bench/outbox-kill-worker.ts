// One worker process for bench/outbox-kill.ts: the real worker (startWorker: the outbox loop with its
// production batch size, concurrency and 30 s lease, plus the webhook and digest loops) on DATABASE_URL,
// sending to SMTP_URL, without rate checks (they would call FRED). The mail sender is the production one,
// wrapped only to tell the benchmark over IPC which outbox rows this process has started sending, so it
// knows which mails were in flight when it kills the process.
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { createLogger } from '../src/logger.ts';
import type { MailSender } from '../src/mail/mail-sender.ts';
import { mailSenderFromConfig } from '../src/mail/mail-sender-from-config.ts';
import { startWorker } from '../src/worker/start-worker.ts';

const config = loadConfig();
const logger = createLogger(config);
const database = await openDatabase(config);
const sender = mailSenderFromConfig(config, logger);
const reportingSender: MailSender = {
  kind: sender.kind,
  send(mail) {
    if (process.connected) process.send?.({ started: mail.messageId });
    return sender.send(mail);
  },
  close: () => sender.close(),
};
startWorker({ db: database.db, config, logger, sender: reportingSender, checkRates: false });
process.send?.({ ready: true });
