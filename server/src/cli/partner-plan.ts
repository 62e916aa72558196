// npm run partner:plan -w server -- --email owner@acme.example --plan pro|trial|ended [--trial-ends 2026-12-31]
// Sets the plan (and trial end) of the partner whose console account, or partner address, is --email.
// --plan trial without --trial-ends gives a fresh 14-day trial; pro and ended clear the trial end
// unless --trial-ends is given.
import { emailAddressSchema, PARTNER_PLANS, PARTNER_TRIAL_DAYS } from '@mrn/sdk/schemas';
import { eq, or } from 'drizzle-orm';
import { z } from 'zod/mini';
import { partners, users } from '../db/schema/index.ts';
import { setPartnerPlan } from '../partner-profile/set-partner-plan.ts';
import { parseCliOptions, runCliCommand, withMigratedDatabase } from '../runtime/cli-command.ts';

const DATE_MESSAGE = '--trial-ends must be a date such as 2026-12-31.';

const planArguments = z.object({
  email: emailAddressSchema('--email must be an email address.'),
  plan: z.enum(PARTNER_PLANS, `--plan must be one of: ${PARTNER_PLANS.join(', ')}.`),
  'trial-ends': z.optional(
    z.string(DATE_MESSAGE).check(z.refine((value) => !Number.isNaN(Date.parse(value)), DATE_MESSAGE)),
  ),
});

async function main(): Promise<number> {
  const options = parseCliOptions(
    planArguments,
    'Usage: npm run partner:plan -- --email you@example.com --plan pro|trial|ended [--trial-ends 2026-12-31]',
  );
  if (!options) return 2;
  const { email, plan } = options;
  const trialEnds = options['trial-ends'];
  const trialEndsAt = trialEnds
    ? new Date(trialEnds)
    : plan === 'trial'
      ? new Date(Date.now() + PARTNER_TRIAL_DAYS * 24 * 60 * 60 * 1000)
      : null;

  return withMigratedDatabase(async (db) => {
    const found = await db
      .select({ id: partners.id, name: partners.name })
      .from(partners)
      .leftJoin(users, eq(users.id, partners.userId))
      .where(or(eq(users.email, email), eq(partners.email, email)));
    if (found.length === 0) {
      console.error(`No partner has the account or address ${email}.`);
      return 1;
    }
    if (found.length > 1) {
      console.error(
        `${found.length} partners use the address ${email}; change them in the database instead.`,
      );
      return 1;
    }
    await setPartnerPlan(db, found[0].id, { plan, trialEndsAt });
    const until = trialEndsAt ? ` (trial ends ${trialEndsAt.toISOString()})` : '';
    console.log(`${found[0].name}: plan ${plan}${until}.`);
    return 0;
  });
}

runCliCommand(main);
