import {
  type BusinessEmailStatus,
  PARTNER_TRIAL_DAYS,
  type PartnerProfile,
  type PartnerProfileCreate,
  type PartnerProfileUpdate,
} from '@mrn/sdk/schemas';
import { eq } from 'drizzle-orm';
import { accountPlanOf, type PlanState, partnerPlanOf, trialDaysLeft } from '../billing/index.ts';
import type { Database, DatabaseExecutor } from '../db/client.ts';
import { partners, users } from '../db/schema/index.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { ApiFailure } from '../http/errors.ts';
import { claimTrial } from './trial-claims.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const NO_PARTNER_PROFILE = 'You have no partner profile yet.';
export const ALREADY_A_PARTNER = 'You already have a partner profile. Open the partner console to change it.';

export type PartnerRow = typeof partners.$inferSelect;

/** The profile as the console shows it; `state` from loadPlanState (a trial past its end is ended). */
export function partnerProfileView(
  row: PartnerRow,
  state: PlanState,
  replyToEmailStatus: BusinessEmailStatus,
  now: Date,
): PartnerProfile {
  const plan = partnerPlanOf(state.state);
  return {
    businessName: row.name,
    licenceId: row.licenceId,
    website: row.website,
    logoUrl: row.logoUrl,
    replyToEmail: row.replyToEmail,
    replyToEmailStatus,
    equalHousing: row.equalHousing,
    plan,
    trialEndsAt: row.trialEndsAt ? row.trialEndsAt.toISOString() : null,
    trialDaysLeft:
      plan === 'trial' || (plan === 'ended' && row.plan === 'trial')
        ? trialDaysLeft(row.trialEndsAt, now)
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findPartnerOfUser(
  db: DatabaseExecutor,
  userId: string,
): Promise<PartnerRow | undefined> {
  const [row] = await db.select().from(partners).where(eq(partners.userId, userId)).limit(1);
  return row;
}

/**
 * Makes the account a partner: the partners row (named after the business, mailed at the account's
 * address) with a 14-day Pro trial, and the account's own plan set to Pro (20 alerts). One trial per
 * person: an address that had one (trial-claims.ts, kept after its account is deleted) starts on the
 * ended plan instead, ready to upgrade. 409 when the account already has a profile (checked first,
 * and by partners.user_id's unique index under a race).
 */
export async function createPartnerProfile(
  db: Database,
  account: { userId: string; email: string },
  profile: PartnerProfileCreate,
  options: { now: Date; secret: string },
): Promise<PartnerRow> {
  const { now } = options;
  try {
    return await db.transaction(async (tx) => {
      if (await findPartnerOfUser(tx, account.userId)) {
        throw new ApiFailure(409, 'conflict', ALREADY_A_PARTNER);
      }
      const firstTrial = await claimTrial(tx, options.secret, account.email, now);
      const [row] = await tx
        .insert(partners)
        .values({
          userId: account.userId,
          name: profile.businessName,
          email: account.email,
          licenceId: profile.licenceId ?? null,
          website: profile.website ?? null,
          logoUrl: profile.logoUrl ?? null,
          replyToEmail: profile.replyToEmail ?? null,
          equalHousing: profile.equalHousing ?? null,
          plan: firstTrial ? 'trial' : 'ended',
          trialEndsAt: firstTrial ? new Date(now.getTime() + PARTNER_TRIAL_DAYS * DAY_MS) : null,
          createdAt: now,
        })
        .returning();
      await tx
        .update(users)
        .set({ plan: accountPlanOf(firstTrial ? 'trial' : 'ended') })
        .where(eq(users.id, account.userId));
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiFailure(409, 'conflict', ALREADY_A_PARTNER);
    throw error;
  }
}

/** Changes the given profile fields; 404 when the account has no profile. */
export async function updatePartnerProfile(
  db: DatabaseExecutor,
  userId: string,
  change: PartnerProfileUpdate,
): Promise<PartnerRow> {
  const values: Partial<PartnerRow> = {};
  if (change.businessName !== undefined) values.name = change.businessName;
  if (change.licenceId !== undefined) values.licenceId = change.licenceId;
  if (change.website !== undefined) values.website = change.website;
  if (change.logoUrl !== undefined) values.logoUrl = change.logoUrl;
  if (change.replyToEmail !== undefined) values.replyToEmail = change.replyToEmail;
  if (change.equalHousing !== undefined) values.equalHousing = change.equalHousing;
  const [row] =
    Object.keys(values).length === 0
      ? await db.select().from(partners).where(eq(partners.userId, userId)).limit(1)
      : await db.update(partners).set(values).where(eq(partners.userId, userId)).returning();
  if (!row) throw new ApiFailure(404, 'not_found', NO_PARTNER_PROFILE);
  return row;
}
