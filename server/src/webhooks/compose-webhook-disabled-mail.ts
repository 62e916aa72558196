import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import type { ClaimedMail, Composition } from '../outbox/index.ts';
import { PARTNER_ACCOUNT_ADDRESS } from '../partner-addresses/index.ts';
import { webhookDisabledMail } from './webhook-disabled-mail.ts';

interface DisabledEndpointRow {
  url: string;
  status: string;
  disabled_at: Date | string | null;
  disabled_reason: string | null;
  business_name: string;
  /** Null once the partner is closed. */
  partner_email: string | null;
}

/**
 * The partner's "webhook disabled" mail, from the endpoint as it is now: to the partner's reply-to
 * address once proven, else the account's (PARTNER_ACCOUNT_ADDRESS). Not sent when the partner
 * already enabled the endpoint again (or removed it) before the mail went out.
 */
export async function composeWebhookDisabledMail(
  db: DatabaseExecutor,
  settings: MailSettings,
  claimed: ClaimedMail,
): Promise<Composition> {
  const [endpoint] = claimed.webhookEndpointId
    ? await queryRows<DisabledEndpointRow>(
        db,
        sql`SELECT e.url, e.status, e.disabled_at, e.disabled_reason, p.name AS business_name,
                   ${PARTNER_ACCOUNT_ADDRESS} AS partner_email
              FROM webhook_endpoints e JOIN partners p ON p.id = e.partner_id
              LEFT JOIN users u ON u.id = p.user_id
             WHERE e.id = ${claimed.webhookEndpointId}::uuid`,
      )
    : [];
  if (!endpoint) return { action: 'cancel', reason: 'webhook endpoint was removed' };
  if (endpoint.status !== 'disabled' || endpoint.disabled_at === null)
    return { action: 'cancel', reason: 'webhook endpoint was enabled again' };
  if (endpoint.partner_email === null)
    return { action: 'cancel', reason: 'the partner has no proven address' };
  return {
    action: 'send',
    mail: webhookDisabledMail(settings, {
      to: endpoint.partner_email,
      businessName: endpoint.business_name,
      endpoint: {
        url: endpoint.url,
        disabledAt: new Date(endpoint.disabled_at),
        reason: endpoint.disabled_reason,
      },
    }),
  };
}
