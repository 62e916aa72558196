-- Partner profiles (issue 12): a self-serve partner has a logo, a reply-to address and a plan.
-- New partners start a 14-day Pro trial; partners made before self-serve sign-up (CLI) are Pro.
-- The plan is data: an operator changes it with `npm run partner:plan`, a payment provider's
-- webhook through setPartnerPlan (server/src/partner-profile/set-partner-plan.ts).
ALTER TABLE partners ADD COLUMN logo_url text;
ALTER TABLE partners ADD COLUMN reply_to_email text;
ALTER TABLE partners ADD COLUMN plan text NOT NULL DEFAULT 'pro' CHECK (plan IN ('trial', 'pro', 'ended'));
ALTER TABLE partners ADD COLUMN trial_ends_at timestamptz;
