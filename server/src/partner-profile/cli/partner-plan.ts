// npm run partner:plan -w server -- --email owner@acme.example --plan pro|trial|ended [--trial-ends 2026-12-31]
// Sets the plan (and trial end) of the partner whose console account, or partner address, is --email.
// --plan trial without --trial-ends gives a fresh 14-day trial; pro and ended clear the trial end
// unless --trial-ends is given.
import { parseArgs } from 'node:util';
import { emailAddressSchema, PARTNER_PLANS, PARTNER_TRIAL_DAYS } from '@mrn/sdk/schemas';
import { eq, or } from 'drizzle-orm';
import { z } from 'zod/mini';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { partners, users } from '../../db/schema/index.ts';
import { fieldMessages } from '../../http/field-messages.ts';
import { setPartnerPlan } from '../set-partner-plan.ts';

const DATE_MESSAGE = '--trial-ends must be a date such as 2026-12-31.';

const planArguments = z.object({
  email: emailAddressSchema('--email must be an email address.'),
  plan: z.enum(PARTNER_PLANS, `--plan must be one of: ${PARTNER_PLANS.join(', ')}.`),
  'trial-ends': z.optional(
    z.string(DATE_MESSAGE).check(z.refine((value) => !Number.isNaN(Date.parse(value)), DATE_MESSAGE)),
  ),
});

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      plan: { type: 'string' },
      'trial-ends': { type: 'string' },
    },
    strict: true,
  });
  const parsed = z.safeParse(planArguments, values);
  if (!parsed.success) {
    for (const [field, message] of Object.entries(fieldMessages(planArguments, parsed.error.issues))) {
      console.error(`${field}: ${message}`);
    }
    console.error(
      'Usage: npm run partner:plan -- --email you@example.com --plan pro|trial|ended [--trial-ends 2026-12-31]',
    );
    return 2;
  }
  const { email, plan } = parsed.data;
  const trialEnds = parsed.data['trial-ends'];
  const trialEndsAt = trialEnds
    ? new Date(trialEnds)
    : plan === 'trial'
      ? new Date(Date.now() + PARTNER_TRIAL_DAYS * 24 * 60 * 60 * 1000)
      : null;

  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
    const found = await database.db
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
    await setPartnerPlan(database.db, found[0].id, { plan, trialEndsAt });
    const until = trialEndsAt ? ` (trial ends ${trialEndsAt.toISOString()})` : '';
    console.log(`${found[0].name}: plan ${plan}${until}.`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
