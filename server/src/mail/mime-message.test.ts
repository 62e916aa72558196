import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import type { OutgoingMail } from './mail-sender.ts';
import { quotedPrintable, renderMimeMessage } from './mime-message.ts';

const base: OutgoingMail = {
  from: 'Mortgage Rate Notifier <alerts@example.com>',
  to: 'buyer@example.com',
  subject: 'Plain subject',
  text: 'Plain part',
  html: '<p>HTML part</p>',
  messageId: '<outbox-7@example.com>',
};

function render(mail: Partial<OutgoingMail>) {
  const rendered = renderMimeMessage({ ...base, ...mail }, new Date('2026-11-24T13:53:51Z'));
  if (!rendered) throw new Error('expected the mail to be rendered');
  return rendered;
}

/** Every line of the raw message: CRLF-terminated, ASCII only, within RFC 5322's hard limit. */
function expectWellFormed(message: Buffer, maxLine = 998) {
  const raw = message.toString('latin1');
  expect(raw).toMatch(/^[\x20-\x7e\r\n\t]*$/);
  expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  expect(raw.endsWith('\r\n')).toBe(true);
  for (const line of raw.split('\r\n')) expect(line.length).toBeLessThanOrEqual(maxLine);
}

describe('renderMimeMessage', () => {
  it('renders an alert mail that a mail program reads back with every header and both parts', async () => {
    const subject =
      'Your 30-year fixed rate is 5.900% — it fell below your threshold, a subject long enough to fold «twice»';
    const text = `First line ${'x'.repeat(120)}\nSecond line – en dash, café\n.leading dot\ntrailing space \n\nLast`;
    const html = `<p style="margin:0">${'rate '.repeat(40)}</p>\n<p>Zoë’s 5.900%</p>`;
    const { envelope, message } = render({
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
    expect(envelope).toEqual({ from: 'alerts@example.com', to: ['buyer@example.com'] });
    expectWellFormed(message, 78);
    const parsed = await simpleParser(message);
    expect(parsed.subject).toBe(subject);
    expect(parsed.from?.value).toEqual([
      { name: 'Zoë’s Home Loans via Mortgage Rate Notifier', address: 'alerts@example.com' },
    ]);
    expect(parsed.to).toMatchObject({ value: [{ address: 'buyer@example.com', name: '' }] });
    expect(parsed.replyTo?.value).toEqual([{ address: 'partner@example.com', name: '' }]);
    expect(parsed.messageId).toBe('<outbox-7@example.com>');
    expect(parsed.date?.toISOString()).toBe('2026-11-24T13:53:51.000Z');
    expect(parsed.text).toBe(text);
    expect(parsed.html).toBe(html);
    expect(parsed.headers.get('list')).toMatchObject({
      unsubscribe: { url: 'https://rates.example.com/alerts/unsubscribe?token=abc.def' },
      id: { id: 'rate-alerts-30y.rates.example.com' },
    });
    expect(parsed.headerLines.find((line) => line.key === 'list-id')?.line).toBe(
      'List-Id: Mortgage rate alerts (30y) <rate-alerts-30y.rates.example.com>',
    );
    expect(parsed.headerLines.find((line) => line.key === 'list-unsubscribe-post')?.line).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    expect(parsed.headers.get('mime-version')).toBe('1.0');
    expect(parsed.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
    expect(parsed.attachments).toEqual([]);
  });

  it('keeps the configured sender name, quoting one with specials', async () => {
    const plain = await simpleParser(render({}).message);
    expect(plain.from?.value).toEqual([{ name: 'Mortgage Rate Notifier', address: 'alerts@example.com' }]);
    const quoted = render({ fromName: 'Smith, Jones & "Co" via Mortgage Rate Notifier' });
    expect(quoted.message.toString('latin1')).toContain(
      'From: "Smith, Jones & \\"Co\\" via Mortgage Rate Notifier" <alerts@example.com>\r\n',
    );
    expect((await simpleParser(quoted.message)).from?.value).toEqual([
      { name: 'Smith, Jones & "Co" via Mortgage Rate Notifier', address: 'alerts@example.com' },
    ]);
    const bare = await simpleParser(render({ from: 'alerts@example.com' }).message);
    expect(bare.from?.value).toEqual([{ name: '', address: 'alerts@example.com' }]);
  });

  it('sends short ASCII parts as 7bit and anything else as quoted-printable', () => {
    const raw = render({ text: 'short ascii', html: `<p>${'y'.repeat(90)}</p>` }).message.toString('latin1');
    const encodings = [...raw.matchAll(/Content-Transfer-Encoding: (\S+)/g)].map((match) => match[1]);
    expect(encodings).toEqual(['7bit', 'quoted-printable']);
  });

  it('encodes text that looks like an encoded-word or the boundary instead of sending it as is', async () => {
    const first = render({ subject: 'About =?UTF-8?Q?x?= tokens' });
    expect((await simpleParser(first.message)).subject).toBe('About =?UTF-8?Q?x?= tokens');
    const boundary = /boundary="([^"]+)"/.exec(first.message.toString('latin1'))?.[1] ?? '';
    // Boundaries count up: the next message's is predictable, and its 7bit text must not end the part early.
    const next = boundary.replace(/_(\d+)$/, (_, count: string) => `_${Number(count) + 1}`);
    const text = `before\n--${next}\nafter`;
    const parsed = await simpleParser(render({ text }).message);
    expect(parsed.text).toBe(text);
  });

  it('puts the bounce address, when there is one, in the envelope and From’s address otherwise', () => {
    expect(render({ envelopeFrom: 'bounce+token@bounces.example.com' }).envelope).toEqual({
      from: 'bounce+token@bounces.example.com',
      to: ['buyer@example.com'],
    });
    expect(render({}).envelope.from).toBe('alerts@example.com');
  });

  it('leaves a recipient it does not handle to nodemailer', () => {
    for (const to of ['Buyer <buyer@example.com>', 'a@example.com, b@example.com', 'zoë@exämple.com']) {
      expect(renderMimeMessage({ ...base, to }, new Date())).toBeUndefined();
    }
  });
});

describe('quotedPrintable', () => {
  it('round-trips any text within 76-character lines', async () => {
    // A fixed pseudo-random mix of ASCII, spaces at line ends, `=` and multi-byte characters.
    const pieces = ['a', ' ', '=', '\t', 'é', '€', '😀', '\n', 'word ', '.', 'x'.repeat(80)];
    let seed = 7;
    let text = '';
    for (let index = 0; index < 3000; index++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      text += pieces[seed % pieces.length];
    }
    const encoded = quotedPrintable(Buffer.from(text, 'utf8')).toString('latin1');
    for (const line of encoded.split('\r\n')) {
      expect(line.length).toBeLessThanOrEqual(76);
      expect(line).not.toMatch(/[ \t]$/);
    }
    const mail = `Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n${encoded}`;
    expect((await simpleParser(mail)).text).toBe(text);
  });
});
