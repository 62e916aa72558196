import { sql } from 'drizzle-orm';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import type { ClaimedMail, Composition } from '../outbox/index.ts';
import { isProvenPartnerAddress, PARTNER_ACCOUNT_ADDRESS } from '../partner-addresses/index.ts';
import { installInstructionsMail } from './install-instructions-mail.ts';

interface RequestRow {
  developer_email: string;
  note: string | null;
  form_id: string;
  form_name: string;
  form_type: 'embed' | 'popup';
  max_width: string | null;
  business_name: string;
  logo_url: string | null;
  reply_to: string;
  proven: boolean | null;
}

/**
 * The web developer's install mail, from the request and the form as they are at send time (a
 * snippet edited meanwhile goes out current). Replies go to the partner's reply-to address once
 * proven, else the account's (PARTNER_ACCOUNT_ADDRESS).
 */
export async function composeInstallInstructionsMail(
  db: DatabaseExecutor,
  settings: MailSettings,
  claimed: ClaimedMail,
): Promise<Composition> {
  const [request] = claimed.installRequestId
    ? await queryRows<RequestRow>(
        db,
        sql`SELECT r.developer_email, r.note, f.id AS form_id, f.name AS form_name, f.type AS form_type,
                   f.max_width, p.name AS business_name, p.logo_url,
                   ${PARTNER_ACCOUNT_ADDRESS} AS reply_to,
                   ${isProvenPartnerAddress(sql`r.developer_email`)} AS proven
              FROM install_instruction_requests r
              JOIN forms f ON f.id = r.form_id
              JOIN partners p ON p.id = r.partner_id
              LEFT JOIN users u ON u.id = p.user_id
             WHERE r.id = ${claimed.installRequestId}::uuid`,
      )
    : [];
  if (!request) return { action: 'cancel', reason: 'the form or the request no longer exists' };
  // Queued only for a proven address; checked again at send time (a closed partner proves nothing).
  if (!request.proven) return { action: 'cancel', reason: 'the address is not one the partner proved' };
  return {
    action: 'send',
    mail: installInstructionsMail(settings, {
      developerEmail: request.developer_email,
      note: request.note,
      partner: { businessName: request.business_name, logoUrl: request.logo_url, replyTo: request.reply_to },
      form: {
        id: request.form_id,
        name: request.form_name,
        type: request.form_type,
        maxWidth: request.max_width,
      },
    }),
  };
}
