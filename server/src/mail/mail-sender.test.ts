import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { parsedInbox } from '../../test/support/parsed-inbox.ts';
import { silentLogger } from '../logger.ts';
import { createMailSender } from './mail-sender.ts';

describe('the default .eml mail sender', () => {
  it('writes each message as an .eml file under the mail directory and logs its path', async () => {
    const directory = path.join(mkdtempSync(path.join(tmpdir(), 'mrn-mail-')), 'mail');
    const lines: string[] = [];
    const logger = pino(
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const sender = createMailSender({ mailDirectory: directory, logger });
    expect(sender.kind).toBe('eml');
    const sent = await sender.send({
      from: 'Mortgage Rate Notifier <alerts@example.com>',
      fromName: 'Example Home Loans via Mortgage Rate Notifier',
      to: 'buyer@example.com',
      replyTo: 'partner@example.com',
      subject: 'Test subject',
      text: 'Plain part',
      html: '<p>HTML part</p>',
      messageId: '<outbox-7@example.com>',
      headers: { 'List-Unsubscribe': '<https://rates.example.com/u>' },
    });
    sender.close();
    expect(readdirSync(directory)).toEqual([path.basename(sent.file!)]);
    const parsed = await simpleParser(readFileSync(sent.file!));
    expect(parsed.subject).toBe('Test subject');
    expect(parsed.text?.trim()).toBe('Plain part');
    expect(parsed.html).toContain('<p>HTML part</p>');
    expect(parsed.from?.value[0]).toEqual({
      name: 'Example Home Loans via Mortgage Rate Notifier',
      address: 'alerts@example.com',
    });
    expect(parsed.messageId).toBe('<outbox-7@example.com>');
    expect(lines.some((line) => line.includes(sent.file!) && line.includes('mail written to file'))).toBe(
      true,
    );
  });
});

describe('the SMTP mail sender', () => {
  const { mails, url } = parsedInbox();

  it('relays mail the one-pass renderer takes and mail it leaves to nodemailer (a named recipient)', async () => {
    const sender = createMailSender({ smtpUrl: url(), mailDirectory: '', logger: silentLogger() });
    const mail = {
      from: 'Mortgage Rate Notifier <alerts@example.com>',
      subject: 'Rate update – 5.900%',
      text: 'Plain part',
      html: '<p>HTML part</p>',
    };
    try {
      await sender.send({ ...mail, to: 'buyer@example.com', messageId: '<outbox-1@example.com>' });
      await sender.send({ ...mail, to: 'Zoë Buyer <zoe@example.com>', messageId: '<outbox-2@example.com>' });
    } finally {
      sender.close();
    }
    const byId = new Map(mails.map((parsed) => [parsed.messageId, parsed]));
    for (const [messageId, to] of [
      ['<outbox-1@example.com>', { name: '', address: 'buyer@example.com' }],
      ['<outbox-2@example.com>', { name: 'Zoë Buyer', address: 'zoe@example.com' }],
    ] as const) {
      const parsed = byId.get(messageId);
      expect(parsed?.subject).toBe('Rate update – 5.900%');
      expect(parsed?.to).toMatchObject({ value: [to] });
      expect(parsed?.text?.trim()).toBe('Plain part');
      expect(parsed?.html).toContain('<p>HTML part</p>');
    }
  });
});
