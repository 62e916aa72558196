import { createPublicKey } from 'node:crypto';

/** One DNS record to publish: where, what, and why. */
export interface DnsRecord {
  /** SPF, DKIM, DMARC, or MX (where bounces are delivered). */
  label: 'SPF' | 'DKIM' | 'DMARC' | 'MX';
  name: string;
  type: 'TXT' | 'MX';
  value: string;
  purpose: string;
}

export interface SendingDomain {
  /** MAIL_FROM's domain: what people see, and what DMARC protects. */
  fromDomain: string;
  /** The envelope sender's domain (BOUNCE_DOMAIN, else DKIM_DOMAIN, else the From domain): SPF is checked here. */
  envelopeDomain: string;
  /** Host name of the SMTP relay (SMTP_URL), allowed to send by the SPF record. */
  relayHost?: string;
  dkim?: { domain: string; selector: string; privateKeyPem: string };
  /** With a bounce listener: the host receiving bounce mail for envelopeDomain. */
  bounceHost?: string;
}

/** `v=DKIM1; k=rsa; p=<public key>`: the public half of the signing key, as receivers look it up. */
export function dkimTxtValue(privateKeyPem: string): string {
  const publicKey = createPublicKey(privateKeyPem).export({ type: 'spki', format: 'der' });
  return `v=DKIM1; k=rsa; p=${publicKey.toString('base64')}`;
}

/** A TXT value as zone-file text: DNS strings hold 255 characters, so a DKIM key is split in several. */
export function zoneFileText(value: string): string {
  const strings = value.match(/.{1,255}/g) ?? [''];
  return strings.map((part) => `"${part}"`).join(' ');
}

/** The records the sending domain needs so that receivers (Gmail, Yahoo and the rest) trust its mail. */
export function sendingDomainRecords(domain: SendingDomain): DnsRecord[] {
  const records: DnsRecord[] = [
    {
      label: 'SPF',
      name: domain.envelopeDomain,
      type: 'TXT',
      value: `v=spf1 ${domain.relayHost ? `a:${domain.relayHost} ` : ''}mx ~all`,
      purpose:
        'Names the servers allowed to send mail whose envelope sender (Return-Path) is in this domain. ' +
        'If your relay documents its own SPF include (e.g. include:_spf.relay.example), use it instead of a:.',
    },
  ];
  if (domain.dkim) {
    records.push({
      label: 'DKIM',
      name: `${domain.dkim.selector}._domainkey.${domain.dkim.domain}`,
      type: 'TXT',
      value: dkimTxtValue(domain.dkim.privateKeyPem),
      purpose: 'The public key receivers use to check the DKIM-Signature every mail carries.',
    });
  }
  records.push({
    label: 'DMARC',
    name: `_dmarc.${domain.fromDomain}`,
    type: 'TXT',
    value: `v=DMARC1; p=none; rua=mailto:dmarc-reports@${domain.fromDomain}; adkim=r; aspf=r`,
    purpose:
      'Tells receivers that mail From this domain must pass SPF or DKIM for the same domain, and where to send ' +
      'reports. Start with p=none; once the reports show only your own mail, raise it to p=quarantine.',
  });
  if (domain.bounceHost) {
    records.push({
      label: 'MX',
      name: domain.envelopeDomain,
      type: 'MX',
      value: `10 ${domain.bounceHost}.`,
      purpose:
        'Delivers bounces and complaints to the worker’s bounce listener (BOUNCE_SMTP_PORT, behind port 25).',
    });
  }
  return records;
}
