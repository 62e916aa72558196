import type { SQL } from 'drizzle-orm';
import type { DatabaseExecutor } from '../db/client.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import { type ClaimedMail, OUTBOX_KINDS, type OutboxKind } from './claim-due-mail.ts';
import type { Composition } from './composition.ts';

/** What every composer renders from: the database as it is now, the mail settings and the claim's time. */
export interface MailContext {
  db: DatabaseExecutor;
  settings: MailSettings;
  now: Date;
}

/**
 * How the outbox renders one kind of mail, and what it claims and records with it; each feature
 * registers its kinds' (e.g. alerts/mail-composers.ts).
 */
export interface MailComposer {
  /** The claimed rows of this kind, in claim order, to one composition each, in the same order. */
  composeAll(context: MailContext, rows: readonly ClaimedMail[]): Promise<Composition[]>;
  /**
   * Requested mail to an address nobody has proven: counted against the recipient's hourly budget
   * (mail/recipient-mail-budget.ts) just before sending. Sign-in and email-change mails are counted
   * by their routes instead, which can answer 429.
   */
  countedPerRecipient?: boolean;
  /**
   * Pending rows of this kind to claim along with the picked ones (e.g. a person's other alert mails,
   * sent as one): a query of `mail_outbox` ids, locked `FOR UPDATE ... SKIP LOCKED`, that may read the
   * claim's `picked` rows (id, kind, alert_id). It runs inside the claim's one statement.
   */
  claimedWith?: SQL;
  /**
   * What the feature records once rows of this kind are recorded sent (e.g. an alert's last mail), with
   * the ids of those rows. A failure is logged, not retried: the mails are out and recorded.
   */
  afterSent?(db: DatabaseExecutor, sentIds: readonly number[], now: Date): Promise<void>;
}

/** Some kinds' composers: what one feature registers. */
export type FeatureMailComposers = Partial<Record<OutboxKind, MailComposer>>;

/** Every kind's composer: what the outbox looks a claimed row's kind up in. */
export type MailComposers = Readonly<Record<OutboxKind, MailComposer>>;

/** A composer that renders each row on its own, all of them side by side. */
export function eachRow(
  compose: (context: MailContext, row: ClaimedMail) => Promise<Composition> | Composition,
  options: Pick<MailComposer, 'countedPerRecipient'> = {},
): MailComposer {
  return {
    ...options,
    composeAll: (context, rows) => Promise.all(rows.map(async (row) => compose(context, row))),
  };
}

/**
 * One registry from the features' composers: every kind of mail the outbox may hold has exactly
 * one, so a kind left out or claimed twice fails at start-up, not when its first mail is due.
 */
export function mailComposerRegistry(...features: FeatureMailComposers[]): MailComposers {
  const registry: FeatureMailComposers = {};
  for (const feature of features) {
    for (const [kind, composer] of Object.entries(feature) as [OutboxKind, MailComposer][]) {
      if (registry[kind]) throw new Error(`Two composers are registered for "${kind}" mail.`);
      registry[kind] = composer;
    }
  }
  const missing = OUTBOX_KINDS.filter((kind) => !registry[kind]);
  if (missing.length > 0)
    throw new Error(`No composer is registered for ${missing.map((kind) => `"${kind}"`).join(', ')} mail.`);
  return registry as MailComposers;
}
