-- Homebuyer accounts (issue 11): passwordless sign-in by a one-time link or 6-digit code in one mail.
-- Nothing secret is stored: the link token and the code are HMACs of the challenge id under the
-- server's SECRET (src/auth/challenge-secrets.ts), recomputed when the mail is rendered and checked.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Canonical form (canonicalEmail in sdk/src/schemas/email-address.ts); alerts with this address are the account's.
  email text NOT NULL UNIQUE,
  plan text NOT NULL DEFAULT 'free' CHECK (plan IN ('free', 'pro')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  -- SHA-256 (hex) of the cookie's token: a leaked table cannot be replayed as cookies.
  id text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- One row per sign-in (or email-change) mail. A newer challenge for the same address and purpose
-- supersedes older ones (used_at set), so only the newest link and code work.
CREATE TABLE auth_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  purpose text NOT NULL CHECK (purpose IN ('sign_in', 'email_change')),
  -- Where the mail goes: the address signing in, or the new address of an email change.
  email text NOT NULL,
  -- The account changing its address (email_change only).
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  code_attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX auth_challenges_email_idx ON auth_challenges (email, purpose, created_at DESC);

-- Fixed-window counters shared by every web node (sign-in mails per address and per client, code guesses).
CREATE TABLE auth_throttles (
  key text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  hits integer NOT NULL
);

ALTER TABLE mail_outbox ADD COLUMN challenge_id uuid;
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_check
  CHECK (kind IN ('rate_alert', 'alert_confirmation', 'partner_lead', 'sign_in', 'email_change'));
