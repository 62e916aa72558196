import { randomBytes } from 'node:crypto';
import { fromAddress } from './mail-settings.ts';
import type { OutgoingMail } from './outgoing-mail.ts';

/** A message ready for SMTP: the envelope and the RFC 5322 text with CRLF line ends. */
export interface MimeMessage {
  envelope: { from: string; to: string[] };
  message: Buffer;
}

// Renders the mails this service sends (one recipient, text and HTML alternatives, a few headers) in one
// pass to one buffer. nodemailer's MailComposer builds the same message through a tree of streams, random
// ids and address parsing per mail, which cost more CPU than everything else the worker does per mail
// (bench/mail-dispatch.ts). Anything outside that shape (a non-ASCII or multi-address recipient) is left
// to nodemailer by returning undefined.

/** Plain addresses only: anything else (a display name, a list, non-ASCII) is nodemailer's to parse. */
const SIMPLE_ADDRESS = /^[\x21-\x7e]+@[\x21-\x7e]+$/;
/** Address characters that would need quoting or parsing: `"(),:;<>@[\]`. */
const ADDRESS_SPECIALS = /["(),:;<>[\\\]]/;
/** A display name that can stand as is: RFC 5322 atext and spaces. */
const ATEXT_PHRASE = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~ ]+$/;
/** Printable ASCII and spaces: a header value that needs no encoded-words (unless it contains `=?`). */
const PRINTABLE = /^[\x20-\x7e]*$/;
/** RFC 2045 6.7: encoded lines at most 76 characters, counting the `=` of a soft line break. */
const QP_LINE = 76;
const HEADER_LINE = 78;

/** RFC 2047 5(3): in a Q encoded-word only letters, digits and `!*+-/` stand for themselves. */
function qWordChar(byte: number): string {
  if (byte === 32) return '_';
  const char = String.fromCharCode(byte);
  return /[A-Za-z0-9!*+\-/]/.test(char) ? char : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
}

/**
 * `=?UTF-8?Q?...?=` words of at most 75 characters each, never splitting a character's bytes; the first
 * is shorter by `firstLineUsed` so the header's first line stays within 76 characters (RFC 2047 2).
 */
function encodedWords(value: string, firstLineUsed: number): string[] {
  const words: string[] = [];
  let payload = '';
  let room = 76 - firstLineUsed - 12;
  for (const char of value) {
    let encoded = '';
    for (const byte of Buffer.from(char, 'utf8')) encoded += qWordChar(byte);
    if (payload.length + encoded.length > room && payload) {
      words.push(`=?UTF-8?Q?${payload}?=`);
      payload = '';
      room = 75 - 12;
    }
    payload += encoded;
  }
  words.push(`=?UTF-8?Q?${payload}?=`);
  return words;
}

/** One header field, folded at spaces (plain text) or split into encoded-words (anything else). */
function headerField(name: string, value: string): string {
  const flat = value.replace(/\r?\n/g, ' ');
  if (!PRINTABLE.test(flat) || flat.includes('=?')) {
    return `${name}: ${encodedWords(flat, name.length + 2).join('\r\n ')}\r\n`;
  }
  return `${name}: ${foldAtSpaces(flat, name.length + 2)}\r\n`;
}

/** Breaks a plain header value before spaces so lines keep to 78 characters where a space allows it. */
function foldAtSpaces(value: string, firstLineUsed: number): string {
  if (firstLineUsed + value.length <= HEADER_LINE) return value;
  let folded = '';
  let lineLength = firstLineUsed;
  for (const [index, word] of value.split(' ').entries()) {
    if (index === 0) {
      folded = word;
      lineLength += word.length;
    } else if (lineLength + 1 + word.length > HEADER_LINE && lineLength > 1) {
      folded += `\r\n ${word}`;
      lineLength = 1 + word.length;
    } else {
      folded += ` ${word}`;
      lineLength += 1 + word.length;
    }
  }
  return folded;
}

/** `Name <address>` with the name as atoms, a quoted string or encoded-words, whichever it needs. */
function mailboxField(headerName: string, displayName: string, address: string): string {
  if (!displayName) return `${headerName}: ${address}\r\n`;
  if (ATEXT_PHRASE.test(displayName) && !displayName.includes('=?')) {
    return headerField(headerName, `${displayName} <${address}>`);
  }
  if (PRINTABLE.test(displayName) && !displayName.includes('=?')) {
    const quoted = `"${displayName.replace(/["\\]/g, '\\$&')}"`;
    return headerField(headerName, `${quoted} <${address}>`);
  }
  const words = encodedWords(displayName, headerName.length + 2);
  return `${headerName}: ${words.join('\r\n ')}\r\n <${address}>\r\n`;
}

/** The display name of a `Name <address>` setting, unquoted; empty when it is a bare address. */
function displayNameOf(from: string): string {
  const open = from.indexOf('<');
  if (open < 0) return '';
  const name = from.slice(0, open).trim();
  return name.startsWith('"') && name.endsWith('"') && name.length >= 2
    ? name.slice(1, -1).replace(/\\(.)/g, '$1')
    : name;
}

/** RFC 5322 date in UTC: `Tue, 24 Nov 2026 13:53:51 +0000`. */
function dateField(date: Date): string {
  return date.toUTCString().replace(/GMT$/, '+0000');
}

const LF = 10;
const CR = 13;
const HEX = '0123456789ABCDEF';

/** UTF-8 bytes of the text with every line ending (CRLF, CR or LF) as LF. */
function lfBytes(text: string): Buffer {
  return Buffer.from(text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text, 'utf8');
}

/** True when the bytes can go as they are: ASCII, no control characters but tab, lines of at most 76. */
function isShortLineAscii(bytes: Uint8Array): boolean {
  let lineLength = 0;
  for (const byte of bytes) {
    if (byte === LF) {
      lineLength = 0;
      continue;
    }
    if (byte > 126 || (byte < 32 && byte !== 9) || ++lineLength > QP_LINE) return false;
  }
  return true;
}

/** LF line ends to CRLF. */
function crlf(bytes: Uint8Array): Buffer {
  let lines = 0;
  for (const byte of bytes) if (byte === LF) lines += 1;
  const out = Buffer.allocUnsafe(bytes.length + lines);
  let at = 0;
  for (const byte of bytes) {
    if (byte === LF) out[at++] = CR;
    out[at++] = byte;
  }
  return out;
}

/** A text part's body: 7bit when it already is short-lined ASCII, else quoted-printable. */
function encodeBody(text: string, boundary: string): { encoding: string; body: Buffer } {
  const bytes = lfBytes(text);
  if (isShortLineAscii(bytes) && !bytes.includes(boundary)) return { encoding: '7bit', body: crlf(bytes) };
  return { encoding: 'quoted-printable', body: quotedPrintable(bytes) };
}

/**
 * RFC 2045 6.7 quoted-printable of LF-separated UTF-8 text: CRLF hard line breaks where the text has
 * them, `=` CRLF soft ones to keep lines within 76 characters. Works on bytes into one buffer: the
 * message bodies are most of what the worker writes.
 */
export function quotedPrintable(bytes: Uint8Array): Buffer {
  // At worst every byte becomes `=XX` and every 25th one adds a soft break.
  const out = Buffer.allocUnsafe(bytes.length * 4 + 3);
  let at = 0;
  let lineLength = 0;
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index];
    if (byte === LF) {
      out[at++] = CR;
      out[at++] = LF;
      lineLength = 0;
      continue;
    }
    const endsLine = index + 1 === bytes.length || bytes[index + 1] === LF;
    // Printable ASCII but `=` stands for itself; so do space and tab, except at a line's end.
    const literal = (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && !endsLine);
    const length = literal ? 1 : 3;
    if (lineLength + length > (endsLine ? QP_LINE : QP_LINE - 1)) {
      out[at++] = 61;
      out[at++] = CR;
      out[at++] = LF;
      lineLength = 0;
    }
    if (literal) {
      out[at++] = byte;
    } else {
      out[at++] = 61;
      out[at++] = HEX.charCodeAt(byte >> 4);
      out[at++] = HEX.charCodeAt(byte & 15);
    }
    lineLength += length;
  }
  return out.subarray(0, at);
}

const processToken = randomBytes(8).toString('hex');
let boundaryCount = 0;

/**
 * A boundary unique to this message. `=_` cannot occur in quoted-printable text (`=` is always followed
 * by hex digits or a line break there); a 7bit part that contains the boundary is encoded instead.
 */
function nextBoundary(): string {
  boundaryCount += 1;
  return `----=_Part_${processToken}_${boundaryCount}`;
}

/**
 * The message as RFC 5322 text (multipart/alternative, text then HTML, both UTF-8), or undefined when
 * a recipient is more than one plain ASCII address, which nodemailer's composer then handles.
 */
export function renderMimeMessage(mail: OutgoingMail, date: Date): MimeMessage | undefined {
  const from = fromAddress(mail.from);
  const replyTo = mail.replyTo;
  if (
    !SIMPLE_ADDRESS.test(mail.to) ||
    ADDRESS_SPECIALS.test(mail.to) ||
    !SIMPLE_ADDRESS.test(from) ||
    ADDRESS_SPECIALS.test(from) ||
    (replyTo !== undefined && (!SIMPLE_ADDRESS.test(replyTo) || ADDRESS_SPECIALS.test(replyTo))) ||
    !PRINTABLE.test(mail.messageId)
  ) {
    return undefined;
  }
  const boundary = nextBoundary();
  const text = encodeBody(mail.text, boundary);
  const html = encodeBody(mail.html, boundary);
  let head = mailboxField('From', mail.fromName ?? displayNameOf(mail.from), from);
  head += `To: ${mail.to}\r\n`;
  if (replyTo) head += `Reply-To: ${replyTo}\r\n`;
  head += headerField('Subject', mail.subject);
  head += `Message-ID: ${mail.messageId}\r\n`;
  head += `Date: ${dateField(date)}\r\n`;
  for (const [name, value] of Object.entries(mail.headers ?? {})) head += headerField(name, value);
  const message = Buffer.concat([
    Buffer.from(
      `${head}MIME-Version: 1.0\r\n` +
        `Content-Type: multipart/alternative;\r\n boundary="${boundary}"\r\n\r\n` +
        `--${boundary}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: ${text.encoding}\r\n\r\n`,
      'latin1',
    ),
    text.body,
    Buffer.from(
      `\r\n--${boundary}\r\nContent-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: ${html.encoding}\r\n\r\n`,
      'latin1',
    ),
    html.body,
    Buffer.from(`\r\n--${boundary}--\r\n`, 'latin1'),
  ]);
  return { envelope: { from: mail.envelopeFrom ?? from, to: [mail.to] }, message };
}
