import type { Config } from '../config.ts';

/** What every mail needs from the configuration. */
export interface MailSettings {
  /** `Name <address>`; partner-branded mail keeps the address and changes the display name. */
  from: string;
  /** Origin for links in mail (confirm, unsubscribe). RFC 8058 wants HTTPS in production. */
  publicUrl: string;
  /** Where the app's pages live (sign-in and email-change links). */
  appUrl: string;
  postalAddress: string;
  /** HMAC key for confirm and unsubscribe tokens. */
  secret: string;
  /** Domain of each mail's VERP bounce address (bounces/bounce-address.ts); unset: From's address. */
  bounceDomain?: string;
}

export function mailSettingsFromConfig(
  config: Pick<Config, 'MAIL_FROM' | 'PUBLIC_URL' | 'APP_URL' | 'POSTAL_ADDRESS' | 'SECRET'> &
    Partial<Pick<Config, 'BOUNCE_DOMAIN'>>,
): MailSettings {
  return {
    from: config.MAIL_FROM,
    publicUrl: config.PUBLIC_URL,
    appUrl: config.APP_URL,
    postalAddress: config.POSTAL_ADDRESS,
    secret: config.SECRET,
    bounceDomain: config.BOUNCE_DOMAIN,
  };
}

/** The bare address inside `Name <address>` (or the whole value when there are no brackets). */
export function fromAddress(from: string): string {
  const match = /<([^>]+)>/.exec(from);
  return (match ? match[1] : from).trim();
}
