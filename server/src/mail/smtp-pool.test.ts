import { createServer } from 'node:net';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../test/support/smtp-sink.ts';
import { renderMimeMessage } from './mime-message.ts';
import { createSmtpPool, type SmtpPool } from './smtp-pool.ts';

const timeouts = { connectionTimeout: 2_000, greetingTimeout: 2_000, socketTimeout: 5_000 };

function message(index: number, to = `buyer-${index}@example.com`) {
  const rendered = renderMimeMessage(
    {
      from: 'Mortgage Rate Notifier <alerts@example.com>',
      to,
      subject: `Mail ${index}`,
      text: `Text ${index}\n.a line starting with a dot`,
      html: `<p>HTML ${index}</p>`,
      messageId: `<outbox-${index}@example.com>`,
    },
    new Date(),
  );
  if (!rendered) throw new Error('expected a rendered message');
  return rendered;
}

let sink: SmtpSink | undefined;
let pool: SmtpPool | undefined;
afterEach(async () => {
  pool?.close();
  await sink?.close();
});

describe('the SMTP pool', () => {
  it('relays every message intact over at most maxConnections connections', async () => {
    const received: { session: string; subject?: string; text?: string; to: string[] }[] = [];
    sink = await startSmtpSink({
      onData(stream, session, callback) {
        simpleParser(stream).then((parsed) => {
          received.push({
            session: session.id,
            subject: parsed.subject,
            text: parsed.text,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          });
          callback();
        }, callback);
      },
    });
    pool = createSmtpPool({ url: sink.url, maxConnections: 3, timeouts });
    const sending = pool;
    await Promise.all(Array.from({ length: 30 }, (_, index) => sending.send(message(index))));
    expect(received).toHaveLength(30);
    expect(new Set(received.map((mail) => mail.session)).size).toBeLessThanOrEqual(3);
    const mail7 = received.find((mail) => mail.subject === 'Mail 7');
    expect(mail7?.to).toEqual(['buyer-7@example.com']);
    expect(mail7?.text).toBe('Text 7\n.a line starting with a dot');
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
    pool = createSmtpPool({ url: sink.url, maxConnections: 1, timeouts });
    await pool.send(message(1));
    await expect(pool.send(message(2, 'unknown@example.com'))).rejects.toMatchObject({ responseCode: 550 });
    await pool.send(message(3));
    expect(received).toBe(2);
  });

  it('opens a new connection after the relay ends one', async () => {
    let calls = 0;
    sink = await startSmtpSink({
      onData(stream, _session, callback) {
        stream.on('end', () => {
          calls += 1;
          // 421: the relay is closing this connection (RFC 5321 3.8).
          if (calls === 1) return callback(Object.assign(new Error('Closing'), { responseCode: 421 }));
          callback();
        });
        stream.resume();
      },
    });
    pool = createSmtpPool({ url: sink.url, maxConnections: 1, timeouts });
    await expect(pool.send(message(1))).rejects.toMatchObject({ responseCode: 421 });
    await pool.send(message(2));
    expect(calls).toBe(2);
  });

  it('fails a send when nothing answers on the relay’s port', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as { port: number };
    await new Promise((resolve) => probe.close(resolve));
    pool = createSmtpPool({ url: `smtp://127.0.0.1:${port}`, maxConnections: 2, timeouts });
    await expect(pool.send(message(1))).rejects.toMatchObject({ code: 'ESOCKET' });
  });

  it('refuses sends after close', async () => {
    sink = await startSmtpSink({
      onData(stream, _session, callback) {
        stream.on('end', () => callback());
        stream.resume();
      },
    });
    pool = createSmtpPool({ url: sink.url, maxConnections: 1, timeouts });
    await pool.send(message(1));
    pool.close();
    await expect(pool.send(message(2))).rejects.toThrow('SMTP pool is closed');
  });
});
