import { sql } from 'drizzle-orm';

/**
 * The other rate-alert mails waiting for the people whose alert mails a claim picked, due or not:
 * claimed with them so that one person's alerts fired by one rate check go out as one mail
 * (compose-rate-alert-mails.ts). Read inside the outbox's claim (outbox/claim-due-mail.ts).
 */
export const RATE_ALERT_COMPANIONS = sql`
  SELECT m.id FROM alerts picked_alert
    JOIN alerts a ON a.email = picked_alert.email AND a.status <> 'unsubscribed'
    JOIN mail_outbox m ON m.alert_id = a.id
   WHERE picked_alert.id IN (SELECT alert_id FROM picked WHERE kind = 'rate_alert')
     AND m.kind = 'rate_alert' AND m.status = 'pending'
   FOR UPDATE OF m SKIP LOCKED`;
