import { canonicalEmail } from '@mrn/sdk/schemas';
import { type Suppression, suppressionStops, suppressionsOf } from '../bounces/index.ts';
import type { DatabaseExecutor } from '../db/client.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import { RECIPIENT_MAIL_BUDGET, takeRecipientMail } from '../mail/recipient-mail-budget.ts';
import type { ClaimedMail, OutboxKind } from './claim-due-mail.ts';
import type { Composition } from './composition.ts';
import { groupByKind } from './group-by-kind.ts';
import type { MailComposers } from './mail-composer.ts';

/** A row no composer renders (a kind this release does not know): fails like a failed send. */
export interface CompositionFailure {
  action: 'error';
  error: unknown;
}

/**
 * Renders claimed outbox rows from the current database state, in claim order: each kind's rows
 * by the composer its feature registered (mail-kinds.ts), all kinds side by side. Rendering at
 * send time (not at enqueue time) keeps the fan-out a bare INSERT ... SELECT and lets an
 * unsubscribe made after the enqueue still stop the mail. Then suppressed addresses and the
 * recipient budget have their say.
 */
export async function composeOutboxMails(
  composers: MailComposers,
  db: DatabaseExecutor,
  settings: MailSettings,
  claimed: readonly ClaimedMail[],
  now: Date,
): Promise<(Composition | CompositionFailure)[]> {
  const context = { db, settings, now };
  const rendered = new Map<number, Composition | CompositionFailure>();
  await Promise.all(
    [...groupByKind(claimed)].map(async ([kind, rows]) => {
      const composer = composers[kind] as MailComposers[OutboxKind] | undefined;
      const compositions: (Composition | CompositionFailure)[] = composer
        ? await composer.composeAll(context, rows)
        : rows.map(() => ({
            action: 'error',
            error: new Error(`No composer is registered for "${kind}" mail (see mail-kinds.ts).`),
          }));
      for (const [index, row] of rows.entries()) rendered.set(row.id, compositions[index]);
    }),
  );
  const composed = claimed.map((row) => rendered.get(row.id) as Composition | CompositionFailure);
  // Suppressed addresses (bounced, complained) before the budget: a mail not sent spends none of it.
  const suppressions = await suppressionsOf(
    db,
    composed.flatMap((composition) => (composition.action === 'send' ? [composition.mail.to] : [])),
  );
  return Promise.all(
    claimed.map(async (row, index) => {
      const composition = composed[index];
      if (composition.action === 'error') return composition;
      const unsuppressed = unlessSuppressed(row.kind, composition, suppressions);
      return composers[row.kind]?.countedPerRecipient
        ? withinRecipientBudget(db, unsuppressed, now)
        : unsuppressed;
    }),
  );
}

/** A mail to a suppressed address becomes `suppress` when the suppression stops its kind. */
function unlessSuppressed(
  kind: OutboxKind,
  composition: Composition,
  suppressions: Map<string, Suppression>,
): Composition {
  if (composition.action !== 'send') return composition;
  const suppression = suppressions.get(canonicalEmail(composition.mail.to));
  if (!suppression || !suppressionStops(suppression.reason, kind)) return composition;
  return {
    action: 'suppress',
    reason: `address suppressed (${suppression.reason.replace('_', ' ')}): ${suppression.detail}`,
    alsoRecords: composition.alsoRecords,
  };
}

const OVER_RECIPIENT_BUDGET: Composition = {
  action: 'cancel',
  reason: `the address had ${RECIPIENT_MAIL_BUDGET.limit} requested mails in the last hour`,
};

/** A requested mail goes out only within its address's hourly budget (mail/recipient-mail-budget.ts). */
async function withinRecipientBudget(db: DatabaseExecutor, composition: Composition, now: Date) {
  if (composition.action !== 'send') return composition;
  return (await takeRecipientMail(db, composition.mail.to, now)) ? composition : OVER_RECIPIENT_BUDGET;
}
