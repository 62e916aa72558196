import { type AccountExport, type LeadConsentRecord, rateSeriesLabel } from '@mrn/sdk/schemas';
import { sql } from 'drizzle-orm';
import { ALERT_RULE_COLUMNS, type AlertRuleRow, alertRuleOf } from '../alerts/index.ts';
import { type DatabaseExecutor, queryRows } from '../db/client.ts';
import { consentRecordOf } from '../lead-consent/index.ts';
import { csvRow } from '../leads/index.ts';
import { accountView } from './account-view.ts';
import { readMyLoan } from './my-loan.ts';

type Time = Date | string;
const iso = (value: Time) => new Date(value).toISOString();
const isoOrNull = (value: Time | null) => (value === null ? null : iso(value));

/**
 * Everything held about the signed-in person (GET /api/app/account/export): the account and its
 * preferences, every alert stored with the address and every rate-alert mail sent for it, the
 * signed-in devices, leads submitted with the address (matched trimmed and lower-cased, as they are
 * stored as typed), the newsletter subscription and contact messages.
 */
export async function accountExport(db: DatabaseExecutor, userId: string, now: Date): Promise<AccountExport> {
  const account = await accountView(db, userId, now);
  const { email } = account;
  const [myLoan, alerts, notifications, sessions, leads, newsletter, contactMessages] = await Promise.all([
    readMyLoan(db, userId),
    queryRows<
      AlertRuleRow & {
        id: string;
        status: AccountExport['alerts'][number]['status'];
        partner_name: string | null;
        created_at: Time;
        confirmed_at: Time | null;
        unsubscribed_at: Time | null;
        last_notified_at: Time | null;
      }
    >(
      db,
      sql`SELECT a.id, ${ALERT_RULE_COLUMNS}, a.status,
                 f.business_name AS partner_name, a.created_at, a.confirmed_at, a.unsubscribed_at, a.last_notified_at
            FROM alerts a LEFT JOIN forms f ON f.id = a.form_id LEFT JOIN alert_disarms d ON d.alert_id = a.id
           WHERE a.email = ${email} ORDER BY a.created_at DESC, a.id DESC`,
    ),
    queryRows<{ alert_id: string; sent_at: Time; rate: string; observation_date: string }>(
      db,
      sql`SELECT m.alert_id, m.sent_at, o.value::text AS rate, o.observed_on::text AS observation_date
            FROM mail_outbox m JOIN alerts a ON a.id = m.alert_id JOIN rate_observations o ON o.id = m.observation_id
           WHERE a.email = ${email} AND m.kind = 'rate_alert' AND m.status = 'sent'
           ORDER BY m.sent_at DESC`,
    ),
    queryRows<{ created_at: Time; expires_at: Time }>(
      db,
      sql`SELECT created_at, expires_at FROM sessions
           WHERE user_id = ${userId}::uuid AND expires_at > ${now.toISOString()}::timestamptz ORDER BY created_at DESC`,
    ),
    queryRows<{
      partner_name: string;
      name: string;
      email: string;
      phone: string | null;
      rate_type: AccountExport['leads'][number]['rateType'];
      series_id: string;
      target_rate: string;
      direction: AccountExport['leads'][number]['direction'];
      page_url: string | null;
      created_at: Time;
      consent_record: LeadConsentRecord | null;
    }>(
      db,
      sql`SELECT f.business_name AS partner_name, l.name, l.email, l.phone, l.rate_type, l.series_id,
                 l.target_rate::text AS target_rate, l.direction, l.page_url, l.created_at,
                 ${consentRecordOf(sql`l.id`)} AS consent_record
            FROM leads l JOIN forms f ON f.id = l.form_id
           WHERE lower(trim(l.email)) = ${email} ORDER BY l.created_at DESC, l.id DESC`,
    ),
    queryRows<{ created_at: Time }>(
      db,
      sql`SELECT created_at FROM newsletter_subscribers WHERE email = ${email}`,
    ),
    queryRows<{ name: string; topic: string; message: string; created_at: Time }>(
      db,
      sql`SELECT name, topic, message, created_at FROM contact_messages
           WHERE lower(trim(email)) = ${email} ORDER BY created_at DESC`,
    ),
  ]);
  return {
    exportedAt: now.toISOString(),
    account: { email, plan: account.plan, createdAt: account.createdAt, pendingEmail: account.pendingEmail },
    preferences: account.preferences,
    myLoan,
    alerts: alerts.map((alert) => ({
      id: alert.id,
      ...alertRuleOf(alert),
      status: alert.status,
      partnerName: alert.partner_name,
      createdAt: iso(alert.created_at),
      confirmedAt: isoOrNull(alert.confirmed_at),
      unsubscribedAt: isoOrNull(alert.unsubscribed_at),
      lastNotifiedAt: isoOrNull(alert.last_notified_at),
      notifications: notifications
        .filter((sent) => sent.alert_id === alert.id)
        .map((sent) => ({
          sentAt: iso(sent.sent_at),
          rate: Number(sent.rate),
          observationDate: sent.observation_date,
        })),
    })),
    sessions: sessions.map((session) => ({
      createdAt: iso(session.created_at),
      expiresAt: iso(session.expires_at),
    })),
    leads: leads.map((lead) => ({
      partnerName: lead.partner_name,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      rateType: lead.rate_type,
      series: lead.series_id,
      seriesLabel: rateSeriesLabel(lead.series_id),
      targetRate: Number(lead.target_rate),
      direction: lead.direction,
      pageUrl: lead.page_url,
      createdAt: iso(lead.created_at),
      // What the person agreed to with this lead, as the partner can prove it.
      consentRecord: lead.consent_record,
    })),
    newsletter: {
      subscribed: newsletter.length > 0,
      subscribedAt: newsletter[0] ? iso(newsletter[0].created_at) : null,
    },
    contactMessages: contactMessages.map((message) => ({
      name: message.name,
      topic: message.topic,
      message: message.message,
      createdAt: iso(message.created_at),
    })),
  };
}

type Scalar = string | number | boolean | null;

/**
 * The export as one CSV table, `section, record, field, value`: one row per value, so every
 * section fits one header. Records number from 1 within a section; a notification's record is
 * "<alert record>.<n>". Cells go through csvCell (RFC 4180, formula-injection safe).
 */
export function accountExportCsv(data: AccountExport): string {
  const rows: string[] = [csvRow(['section', 'record', 'field', 'value'])];
  const add = (section: string, record: string, values: Record<string, Scalar>) => {
    for (const [field, value] of Object.entries(values)) rows.push(csvRow([section, record, field, value]));
  };
  add('export', '1', { exportedAt: data.exportedAt });
  add('account', '1', data.account);
  add('preferences', '1', data.preferences);
  if (data.myLoan) add('my loan', '1', data.myLoan);
  for (const [index, { notifications, inputs, ...alert }] of data.alerts.entries()) {
    add('alerts', String(index + 1), alert);
    // The kind's inputs as `inputs.<field>` rows of the same record (rate alerts have none).
    const { kind: _kind, ...fields } = inputs ?? { kind: 'rate' };
    for (const values of Object.values(fields)) {
      const prefixed = Object.entries(values as Record<string, Scalar>).map(([field, value]) => [
        `inputs.${field}`,
        value,
      ]);
      add('alerts', String(index + 1), Object.fromEntries(prefixed));
    }
    for (const [sentIndex, sent] of notifications.entries()) {
      add('alert notifications', `${index + 1}.${sentIndex + 1}`, sent);
    }
  }
  for (const [index, session] of data.sessions.entries()) add('sessions', String(index + 1), session);
  for (const [index, { consentRecord, ...lead }] of data.leads.entries()) {
    add('leads', String(index + 1), lead);
    // The consent record as `consent.<field>` rows of the same record.
    if (consentRecord) {
      add(
        'leads',
        String(index + 1),
        Object.fromEntries(
          Object.entries(consentRecord).map(([field, value]) => [`consent.${field}`, value]),
        ),
      );
    }
  }
  add('newsletter', '1', data.newsletter);
  for (const [index, message] of data.contactMessages.entries()) {
    add('contact messages', String(index + 1), message);
  }
  return rows.join('');
}
