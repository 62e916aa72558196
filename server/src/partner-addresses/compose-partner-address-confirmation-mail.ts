import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import type { ClaimedMail, Composition } from '../outbox/index.ts';
import { partnerAddressConfirmationMail } from './partner-address-confirmation-mail.ts';

/** The confirmation mail of a partner's address, unless confirmed meanwhile or the partner is closed. */
export async function composePartnerAddressConfirmationMail(
  db: DatabaseExecutor,
  settings: MailSettings,
  claimed: ClaimedMail,
  now: Date,
): Promise<Composition> {
  const [address] = claimed.partnerAddressId
    ? await queryRows<{ id: string; email: string; business_name: string; confirmed: boolean }>(
        db,
        sql`SELECT a.id::text AS id, a.email, p.name AS business_name, a.confirmed_at IS NOT NULL AS confirmed
              FROM partner_mail_addresses a JOIN partners p ON p.id = a.partner_id
             WHERE a.id = ${claimed.partnerAddressId}::uuid AND p.closed_at IS NULL`,
      )
    : [];
  if (!address) return { action: 'cancel', reason: 'the address or its partner no longer exists' };
  if (address.confirmed) return { action: 'cancel', reason: 'the address is already confirmed' };
  return {
    action: 'send',
    mail: partnerAddressConfirmationMail(
      settings,
      { addressId: address.id, email: address.email, businessName: address.business_name },
      now,
    ),
  };
}
