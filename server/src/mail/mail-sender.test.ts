import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { parsedInbox } from '../../test/support/parsed-inbox.ts';
import { type SmtpSink, startSmtpSink } from '../../test/support/smtp-sink.ts';
import { silentLogger } from '../logger.ts';
import { createMailSender, type MailSender, type OutgoingMail } from './mail-sender.ts';

const base: OutgoingMail = {
  from: 'Mortgage Rate Notifier <alerts@example.com>',
  to: 'buyer@example.com',
  subject: 'Plain subject',
  text: 'Plain part',
  html: '<p>HTML part</p>',
  messageId: '<outbox-7@example.com>',
};

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
    const raw = readFileSync(sent.file!);
    // RFC 5322 line ends, as a relay would receive it.
    expect(raw.toString('latin1').replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const parsed = await simpleParser(raw);
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

  it('relays an alert mail that a mail program reads back with every header and both parts', async () => {
    mails.length = 0;
    const subject =
      'Your 30-year fixed rate is 5.900% — it fell below your threshold, a subject long enough to fold «twice»';
    const text = `First line ${'x'.repeat(120)}\nSecond line – en dash, café\n.leading dot\ntrailing space \n\nLast`;
    const html = `<p style="margin:0">${'rate '.repeat(40)}</p>\n<p>Zoë’s 5.900%</p>`;
    const sender = createMailSender({ smtpUrl: url(), mailDirectory: '', logger: silentLogger() });
    try {
      await sender.send({
        ...base,
        fromName: 'Zoë’s Home Loans via Mortgage Rate Notifier',
        replyTo: 'partner@example.com',
        subject,
        text,
        html,
        headers: {
          'List-Id': 'Mortgage rate alerts (30y) <rate-alerts-30y.rates.example.com>',
          'List-Unsubscribe': '<https://rates.example.com/alerts/unsubscribe?token=abc.def>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    } finally {
      sender.close();
    }
    const [parsed] = mails;
    expect(parsed.subject).toBe(subject);
    expect(parsed.from?.value).toEqual([
      { name: 'Zoë’s Home Loans via Mortgage Rate Notifier', address: 'alerts@example.com' },
    ]);
    expect(parsed.to).toMatchObject({ value: [{ address: 'buyer@example.com', name: '' }] });
    expect(parsed.replyTo?.value).toEqual([{ address: 'partner@example.com', name: '' }]);
    expect(parsed.messageId).toBe('<outbox-7@example.com>');
    expect(parsed.date).toBeInstanceOf(Date);
    expect(parsed.text).toBe(text);
    expect(parsed.html).toBe(html);
    expect(parsed.headers.get('list')).toMatchObject({
      unsubscribe: { url: 'https://rates.example.com/alerts/unsubscribe?token=abc.def' },
      id: { id: 'rate-alerts-30y.rates.example.com' },
    });
    expect(parsed.headerLines.find((line) => line.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(parsed.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    expect(parsed.attachments).toEqual([]);
  });

  it('keeps the configured sender name, quoting one with specials, and relays to a named recipient', async () => {
    mails.length = 0;
    const sender = createMailSender({ smtpUrl: url(), mailDirectory: '', logger: silentLogger() });
    try {
      await sender.send({ ...base, messageId: '<outbox-1@example.com>' });
      await sender.send({
        ...base,
        fromName: 'Smith, Jones & "Co" via Mortgage Rate Notifier',
        messageId: '<outbox-2@example.com>',
      });
      await sender.send({ ...base, to: 'Zoë Buyer <zoe@example.com>', messageId: '<outbox-3@example.com>' });
    } finally {
      sender.close();
    }
    const byId = new Map(mails.map((parsed) => [parsed.messageId, parsed]));
    expect(byId.get('<outbox-1@example.com>')?.from?.value).toEqual([
      { name: 'Mortgage Rate Notifier', address: 'alerts@example.com' },
    ]);
    expect(byId.get('<outbox-2@example.com>')?.from?.value).toEqual([
      { name: 'Smith, Jones & "Co" via Mortgage Rate Notifier', address: 'alerts@example.com' },
    ]);
    expect(byId.get('<outbox-3@example.com>')?.to).toMatchObject({
      value: [{ name: 'Zoë Buyer', address: 'zoe@example.com' }],
    });
  });
});

describe('the SMTP mail sender’s pool', () => {
  let sink: SmtpSink | undefined;
  let sender: MailSender | undefined;
  afterEach(async () => {
    sender?.close();
    await sink?.close();
    sink = undefined;
  });

  function smtpSender(maxConnections: number, smtpUrl = sink?.url) {
    return createMailSender({ smtpUrl, mailDirectory: '', logger: silentLogger(), maxConnections });
  }

  it('relays every message over at most maxConnections connections, the envelope sender the VERP address', async () => {
    const received: { session: string; subject?: string; text?: string; mailFrom: string; to: string[] }[] =
      [];
    sink = await startSmtpSink({
      onData(stream, session, callback) {
        simpleParser(stream).then((parsed) => {
          received.push({
            session: session.id,
            subject: parsed.subject,
            text: parsed.text,
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          });
          callback();
        }, callback);
      },
    });
    sender = smtpSender(3);
    const sending = sender;
    await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        sending.send({
          ...base,
          to: `buyer-${index}@example.com`,
          subject: `Mail ${index}`,
          text: `Text ${index}\n.a line starting with a dot`,
          messageId: `<outbox-${index}@example.com>`,
          envelopeFrom: index === 7 ? 'bounce+token@bounces.example.com' : undefined,
        }),
      ),
    );
    expect(received).toHaveLength(30);
    expect(new Set(received.map((mail) => mail.session)).size).toBeLessThanOrEqual(3);
    const mail7 = received.find((mail) => mail.subject === 'Mail 7');
    expect(mail7).toMatchObject({
      to: ['buyer-7@example.com'],
      mailFrom: 'bounce+token@bounces.example.com',
      text: 'Text 7\n.a line starting with a dot',
    });
    // Without a bounce address the envelope sender is From's address.
    expect(received.find((mail) => mail.subject === 'Mail 8')?.mailFrom).toBe('alerts@example.com');
  });

  it('rejects a refused message with the relay’s reply code and keeps sending the others', async () => {
    let received = 0;
    sink = await startSmtpSink({
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('unknown')) {
          const error = Object.assign(new Error('No such mailbox'), { responseCode: 550 });
          return callback(error);
        }
        callback();
      },
      onData(stream, _session, callback) {
        stream.on('end', () => {
          received += 1;
          callback();
        });
        stream.resume();
      },
    });
    sender = smtpSender(1);
    await sender.send({ ...base, messageId: '<outbox-1@example.com>' });
    await expect(
      sender.send({ ...base, to: 'unknown@example.com', messageId: '<outbox-2@example.com>' }),
    ).rejects.toMatchObject({ responseCode: 550 });
    await sender.send({ ...base, messageId: '<outbox-3@example.com>' });
    expect(received).toBe(2);
  });

  it('rejects a 421 with its reply code and opens a new connection for the next message', async () => {
    let calls = 0;
    const sessions = new Set<string>();
    sink = await startSmtpSink({
      onData(stream, session, callback) {
        sessions.add(session.id);
        stream.on('end', () => {
          calls += 1;
          // 421: the relay is closing this connection (RFC 5321 3.8).
          if (calls === 1) return callback(Object.assign(new Error('Closing'), { responseCode: 421 }));
          callback();
        });
        stream.resume();
      },
    });
    sender = smtpSender(1);
    await expect(sender.send({ ...base, messageId: '<outbox-1@example.com>' })).rejects.toMatchObject({
      responseCode: 421,
    });
    await sender.send({ ...base, messageId: '<outbox-2@example.com>' });
    expect(calls).toBe(2);
    expect(sessions.size).toBe(2);
  });

  it('fails a send, without an SMTP reply code, when nothing answers on the relay’s port', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as { port: number };
    await new Promise((resolve) => probe.close(resolve));
    sender = smtpSender(2, `smtp://127.0.0.1:${port}`);
    const failure = await sender.send(base).then(
      () => undefined,
      (error: unknown) => error as { code?: string; responseCode?: number },
    );
    // No responseCode: the outbox retries it with backoff instead of giving the mail up.
    expect(failure).toMatchObject({ code: expect.stringMatching(/^E(SOCKET|CONNECTION)$/) });
    expect(failure?.responseCode).toBeUndefined();
  });

  it('refuses sends after close', async () => {
    sink = await startSmtpSink({
      onData(stream, _session, callback) {
        stream.on('end', () => callback());
        stream.resume();
      },
    });
    sender = smtpSender(1);
    await sender.send(base);
    sender.close();
    await expect(sender.send(base)).rejects.toThrow(/closed/);
  });
});
