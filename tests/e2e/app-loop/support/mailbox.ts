import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';

/** The product's .eml mail files (no SMTP_URL), read the way a person reads their inbox. */
export class Mailbox {
  constructor(private readonly directory: string) {}

  async all(): Promise<ParsedMail[]> {
    if (!existsSync(this.directory)) return [];
    const files = readdirSync(this.directory)
      .filter((name) => name.endsWith('.eml'))
      .sort();
    return Promise.all(files.map((name) => simpleParser(readFileSync(path.join(this.directory, name)))));
  }

  /** Mails to `to` whose subject matches, oldest first. */
  async matching(to: string, subject: RegExp): Promise<ParsedMail[]> {
    return (await this.all()).filter(
      (mail) => mail.subject !== undefined && subject.test(mail.subject) && recipients(mail).includes(to),
    );
  }

  /** Waits (polling the folder) until a mail to `to` with a matching subject arrives. */
  async waitFor(to: string, subject: RegExp, timeoutMs = 30_000): Promise<ParsedMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = await this.matching(to, subject);
      if (found.length > 0) return found[found.length - 1];
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
  }
}

function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((address) => address.address ?? ''));
}

/** The first URL in the text part that starts with `prefix`. */
export function linkIn(mail: ParsedMail, prefix: string): string {
  const match = (mail.text ?? '').match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!match) throw new Error(`no link starting ${prefix} in:\n${mail.text}`);
  return match;
}
