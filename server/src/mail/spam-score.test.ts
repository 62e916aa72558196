import { execFile, spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { sampleMailOfEveryKind } from '../../test/support/sample-mail-of-every-kind.ts';
import { bounceAddress } from '../bounces/bounce-address.ts';
import { silentLogger } from '../logger.ts';
import { OUTBOX_KINDS } from '../outbox/claim-due-mail.ts';
import { createMailSender } from './mail-sender.ts';
import { mailSettingsFromConfig } from './mail-settings.ts';

const run = promisify(execFile);
const DOMAIN = 'rates.example.com';
/** The most a mail of ours may score with SpamAssassin's local rules (its own threshold is 5.0). */
const MAX_SCORE = 2.0;
/** SpamAssassin's standard test string (GTUBE): any working rule set scores it far above 5. */
const GTUBE = 'XJS*C4JDBQADN1.NSBN3*2IDNEN*GTUBE-STANDARD-ANTI-UBE-TEST-EMAIL*C.34X';

/** Every kind as the outbox sends it: rendered and DKIM-signed by the real sender (written as .eml). */
async function renderedMails(): Promise<Map<string, Buffer>> {
  const directory = mkdtempSync(path.join(tmpdir(), 'mrn-spam-'));
  const settings = mailSettingsFromConfig({
    MAIL_FROM: `Mortgage Rate Notifier <alerts@${DOMAIN}>`,
    PUBLIC_URL: `https://${DOMAIN}`,
    APP_URL: `https://${DOMAIN}/app`,
    POSTAL_ADDRESS: 'Mortgage Rate Notifier, 100 Example Street, Richmond, VA 23219, USA',
    SECRET: 'a-test-secret-of-enough-length',
    BOUNCE_DOMAIN: DOMAIN,
  });
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const sender = createMailSender({
    mailDirectory: directory,
    logger: silentLogger(),
    dkim: {
      domainName: DOMAIN,
      keySelector: 'mrn2026',
      privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    },
  });
  const samples = sampleMailOfEveryKind(settings, 'jordan.avery@example.net');
  const mails = new Map<string, Buffer>();
  try {
    for (const [index, kind] of OUTBOX_KINDS.entries()) {
      const sent = await sender.send({
        ...samples[kind],
        from: settings.from,
        messageId: `<outbox-${index + 1}@${DOMAIN}>`,
        envelopeFrom: bounceAddress(settings.secret, DOMAIN, index + 1),
      });
      mails.set(kind, readFileSync(sent.file as string));
    }
  } finally {
    sender.close();
  }
  return mails;
}

/** One mbox of all the mails, so one SpamAssassin process (its start-up takes seconds) scores them all. */
function mbox(mails: Iterable<Buffer>): string {
  return [...mails]
    .map((mail) => {
      const text = mail
        .toString('latin1')
        .replace(/\r\n/g, '\n')
        .replace(/^(>*From )/gm, '>$1');
      return `From bounce@${DOMAIN} Fri Nov 27 14:00:00 2026\n${text}\n`;
    })
    .join('');
}

/** Runs `command` with `input` on its standard input; resolves with its standard output. */
function runWithInput(command: string, args: string[], input: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, LANG: 'C' }, timeout: 120_000 });
    const output: Buffer[] = [];
    const errors: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(output).toString('latin1'))
        : reject(new Error(`${command} exited with ${code}: ${Buffer.concat(errors).toString()}`)),
    );
    child.stdin.end(input, 'latin1');
  });
}

async function spamassassinPath(): Promise<string> {
  try {
    return (await run('sh', ['-c', 'command -v spamassassin'])).stdout.trim();
  } catch {
    throw new Error(
      'SpamAssassin is not installed and the test setup could not install it. Run ' +
        '`bash tests/setup/ensure-spamassassin.sh` (apt-get install spamassassin) and run this test again.',
    );
  }
}

describe('SpamAssassin (Debian, local rules only)', () => {
  it(`scores every mail kind, rendered and signed as sent, at ${MAX_SCORE} or below`, async () => {
    const binary = await spamassassinPath();
    const mails = await renderedMails();
    // -L: local tests only (no DNS blocklists, no network); --mbox: every message of the input in one run.
    // A control that must score high, so a silent rule set (nothing loaded) cannot pass the test.
    const control = Buffer.from(
      `From: x@example.org\nTo: y@example.net\nSubject: control\nMessage-ID: <control@example.org>\n\n${GTUBE}\n`,
    );
    const stdout = await runWithInput(binary, ['-L', '--mbox'], mbox([...mails.values(), control]));
    // SpamAssassin does not keep the input order: match each result to its mail by Message-ID.
    const scoreById = new Map<string, { score: number; tests: string }>();
    for (const message of stdout.split(/^From \S+ .*\n/m).filter((part) => part.trim() !== '')) {
      const id = /^Message-I[Dd]: (\S+)/m.exec(message)?.[1];
      const status = /^X-Spam-Status: (?:Yes|No), score=(-?[\d.]+)((?:[^\n]*)(?:\n[ \t][^\n]*)*)/m.exec(
        message,
      );
      if (id && status)
        scoreById.set(id, { score: Number(status[1]), tests: status[2].replace(/\s+/g, ' ') });
    }
    expect(scoreById.size).toBe(mails.size + 1);
    expect(scoreById.get('<control@example.org>')?.score).toBeGreaterThan(5);
    const scores = [...mails.keys()].map((kind, index) => ({
      kind,
      ...(scoreById.get(`<outbox-${index + 1}@${DOMAIN}>`) ?? { score: Number.NaN, tests: 'not scored' }),
    }));
    expect(scores.every((entry) => Number.isFinite(entry.score))).toBe(true);
    const over = scores.filter((entry) => entry.score > MAX_SCORE);
    expect(over, JSON.stringify(scores, null, 1)).toEqual([]);
  }, 180_000);
});
