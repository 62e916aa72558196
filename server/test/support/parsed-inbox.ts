import { type ParsedMail, simpleParser } from 'mailparser';
import { afterAll, beforeAll } from 'vitest';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';

/**
 * A real SMTP server for the test file, started before its tests and closed after them: every
 * message it accepts is parsed with mailparser into `mails`, so a test reads a mail as a person's
 * mail program would. Empty `mails` between tests with `mails.length = 0`.
 */
export function parsedInbox(): { mails: ParsedMail[]; url: () => string } {
  const mails: ParsedMail[] = [];
  let smtp: SmtpSink | undefined;
  beforeAll(async () => {
    smtp = await startSmtpSink({
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            mails.push(parsed);
            callback();
          })
          .catch(callback);
      },
    });
  });
  afterAll(() => smtp?.close());
  return {
    mails,
    url() {
      if (!smtp) throw new Error('the inbox starts in beforeAll');
      return smtp.url;
    },
  };
}
