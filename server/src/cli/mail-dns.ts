// `npm run mail:dns`: the DNS records to publish for the sending domain (SPF, DKIM, DMARC, and MX for
// bounces), and which of them the DNS already has. Offline, each check times out and says so.
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { fromAddress } from '../mail/mail-settings.ts';
import { checkPublishedRecord, type RecordCheck } from '../mail-dns/check-published-records.ts';
import { sendingDomainRecords, zoneFileText } from '../mail-dns/sending-domain-records.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const fromDomain = fromAddress(config.MAIL_FROM).split('@')[1] ?? 'localhost';
let relayHost: string | undefined;
try {
  relayHost = config.SMTP_URL ? new URL(config.SMTP_URL).hostname : undefined;
} catch {
  relayHost = undefined;
}
const records = sendingDomainRecords({
  fromDomain,
  envelopeDomain: config.BOUNCE_DOMAIN ?? fromDomain,
  relayHost,
  dkim:
    config.DKIM_DOMAIN && config.DKIM_SELECTOR && config.DKIM_PRIVATE_KEY
      ? { domain: config.DKIM_DOMAIN, selector: config.DKIM_SELECTOR, privateKeyPem: config.DKIM_PRIVATE_KEY }
      : undefined,
  bounceHost: config.BOUNCE_SMTP_PORT !== undefined ? new URL(config.PUBLIC_URL).hostname : undefined,
});

const SAYS: Record<RecordCheck['state'], string> = {
  published: 'published',
  missing: 'MISSING: publish it',
  different: 'DIFFERENT: the DNS has another value',
  unknown: 'could not check',
};

console.log(`DNS records for mail from ${fromDomain}\n`);
if (!config.DKIM_DOMAIN) {
  console.log(
    'DKIM is off. Make a key with `openssl genrsa -out dkim-private.pem 2048` and set DKIM_DOMAIN, DKIM_SELECTOR\n' +
      'and DKIM_PRIVATE_KEY=dkim-private.pem; this command then prints its DNS record.\n',
  );
}
const checks = await Promise.all(records.map((record) => checkPublishedRecord(record)));
for (const [index, record] of records.entries()) {
  const check = checks[index];
  console.log(`${record.label}: ${record.name}. ${record.type}`);
  console.log(`  ${record.type === 'TXT' ? zoneFileText(record.value) : record.value}`);
  console.log(`  ${record.purpose}`);
  const detail =
    check.state === 'unknown' ? ` (${check.why})` : check.state === 'different' ? `: ${check.found}` : '';
  console.log(`  In DNS now: ${SAYS[check.state]}${detail}\n`);
}
const missing = records.filter(
  (_record, index) => checks[index].state === 'missing' || checks[index].state === 'different',
);
if (checks.every((check) => check.state === 'unknown')) {
  console.log('Could not reach DNS, so nothing was checked. Run this again where DNS answers.');
} else if (missing.length > 0) {
  console.log(`Missing or different: ${missing.map((record) => record.label).join(', ')}.`);
} else {
  console.log('Every record is published.');
}
