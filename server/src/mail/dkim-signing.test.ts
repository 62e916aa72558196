import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleMailOfEveryKind } from '../../test/support/sample-mail-of-every-kind.ts';
import { type SmtpSink, startSmtpSink } from '../../test/support/smtp-sink.ts';
import { bounceAddress } from '../bounces/bounce-address.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { silentLogger } from '../logger.ts';
import { dkimTxtValue } from '../mail-dns/sending-domain-records.ts';
import { OUTBOX_KINDS } from '../outbox/claim-due-mail.ts';
import { mailSenderFromConfig } from './mail-sender-from-config.ts';
import { mailSettingsFromConfig } from './mail-settings.ts';

const DOMAIN = 'rates.example.com';
const SELECTOR = 'mrn2026';

/** What the sink received: the envelope sender and the raw message, byte for byte. */
interface Received {
  mailFrom: string;
  raw: Buffer;
}

describe('DKIM signing of every mail kind, checked by an independent verifier (mailauth)', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'mrn-dkim-'));
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyFile = path.join(directory, 'dkim-private.pem');
  writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }));
  const received: Received[] = [];
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink({
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            raw: Buffer.concat(chunks),
          });
          callback();
        });
      },
    });
  });
  afterAll(() => sink.close());

  it('signs each kind so the published key (as npm run mail:dns prints it) verifies it, headers and body', async () => {
    // The configuration path a deployment uses: a key file named by DKIM_PRIVATE_KEY.
    const config = loadConfig({
      DATA_DIR: directory,
      SECRET: 'a-test-secret-of-enough-length',
      SMTP_URL: sink.url,
      MAIL_FROM: `Mortgage Rate Notifier <alerts@${DOMAIN}>`,
      PUBLIC_URL: `https://${DOMAIN}`,
      DKIM_DOMAIN: DOMAIN,
      DKIM_SELECTOR: SELECTOR,
      DKIM_PRIVATE_KEY: keyFile,
    });
    const settings = mailSettingsFromConfig(config);
    const sender = mailSenderFromConfig(config, silentLogger());
    const samples = sampleMailOfEveryKind(settings, 'buyer@example.net');
    try {
      for (const [index, kind] of OUTBOX_KINDS.entries()) {
        await sender.send({
          ...samples[kind],
          from: settings.from,
          messageId: `<outbox-${index + 1}@${DOMAIN}>`,
          envelopeFrom: bounceAddress(settings.secret, DOMAIN, index + 1),
        });
      }
    } finally {
      sender.close();
    }
    expect(received).toHaveLength(OUTBOX_KINDS.length);
    const published = dkimTxtValue(config.DKIM_PRIVATE_KEY as string);
    const resolver = async (name: string, type: string) => {
      if (type === 'TXT' && name === `${SELECTOR}._domainkey.${DOMAIN}`) return [[published]];
      throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
    };
    for (const [index, kind] of OUTBOX_KINDS.entries()) {
      const { raw, mailFrom } = received[index];
      const verdict = await dkimVerify(raw, { resolver, sender: mailFrom });
      expect({ kind, results: verdict.results.map((result) => result.status.result) }).toEqual({
        kind,
        results: ['pass'],
      });
      const signature = verdict.results[0];
      expect(signature.signingDomain).toBe(DOMAIN);
      expect(signature.selector).toBe(SELECTOR);
      // RFC 8058: one-click unsubscribe only counts when both headers are signed.
      if (/^List-Unsubscribe-Post:/im.test(raw.toString('latin1'))) {
        // mailauth reports the signed header names (not in its type definitions).
        const signed = (signature as { signingHeaders?: { keys?: string } }).signingHeaders?.keys ?? '';
        expect(signed.toLowerCase()).toContain('list-unsubscribe-post');
      }
      // The envelope sender is the row's VERP bounce address.
      expect(mailFrom).toMatch(new RegExp(`^bounce\\+[A-Za-z0-9_.-]+@${DOMAIN.replace(/\./g, '\\.')}$`));
    }
  });

  it('fails a tampered message: the signature really covers the body', async () => {
    const { raw, mailFrom } = received[0];
    const tampered = Buffer.from(raw.toString('latin1').replace(/5\.98/, '4.98'), 'latin1');
    expect(tampered.equals(raw)).toBe(false);
    const published = dkimTxtValue(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
    const verdict = await dkimVerify(tampered, {
      resolver: async () => [[published]],
      sender: mailFrom,
    });
    expect(verdict.results[0].status.result).toBe('fail');
  });

  it('refuses a key that is not a usable RSA private key, naming the setting', () => {
    const base = {
      DATA_DIR: directory,
      SECRET: 'a-test-secret-of-enough-length',
      DKIM_DOMAIN: DOMAIN,
      DKIM_SELECTOR: SELECTOR,
    };
    expect(() =>
      loadConfig({
        ...base,
        DKIM_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----',
      }),
    ).toThrow(/DKIM_PRIVATE_KEY is not a usable private key/);
    const { privateKey: ecKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    expect(() =>
      loadConfig({ ...base, DKIM_PRIVATE_KEY: ecKey.export({ type: 'pkcs8', format: 'pem' }).toString() }),
    ).toThrow(/RSA/);
    expect(() => loadConfig({ ...base, DKIM_PRIVATE_KEY: path.join(directory, 'missing.pem') })).toThrow(
      ConfigError,
    );
    expect(() =>
      loadConfig({ DATA_DIR: directory, SECRET: 'a-test-secret-of-enough-length', DKIM_DOMAIN: DOMAIN }),
    ).toThrow(/must be set together/);
  });
});
