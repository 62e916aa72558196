import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
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
