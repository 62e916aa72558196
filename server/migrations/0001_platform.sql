-- Platform tables: partners, their API keys, forms, leads, newsletter and contact messages.

CREATE TABLE partners (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  website text,
  licence_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE partner_api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  partner_id uuid NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  -- sha256 of the full key; the key itself is shown once and never stored.
  key_hash text NOT NULL UNIQUE,
  key_prefix text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX partner_api_keys_partner_idx ON partner_api_keys (partner_id);

CREATE TABLE forms (
  id text PRIMARY KEY,
  partner_id uuid NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('embed', 'popup')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  font_family text NOT NULL,
  header_color text NOT NULL,
  button_color text NOT NULL,
  text_color text NOT NULL,
  header_text text NOT NULL,
  button_text text NOT NULL,
  show_current_rates boolean NOT NULL DEFAULT true,
  business_name text NOT NULL,
  business_email text,
  business_phone text,
  business_website text,
  licence_id text,
  allowed_origins text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX forms_partner_idx ON forms (partner_id, created_at);

CREATE TABLE leads (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  form_id text NOT NULL REFERENCES forms (id) ON DELETE CASCADE,
  partner_id uuid NOT NULL REFERENCES partners (id) ON DELETE CASCADE,
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  rate_type text NOT NULL CHECK (rate_type IN ('30y', '15y')),
  target_rate numeric(6, 3) NOT NULL,
  direction text NOT NULL CHECK (direction IN ('below', 'above')),
  consent boolean NOT NULL,
  page_url text,
  utm jsonb,
  alert_id uuid,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Partner lead listing pages newest first by (created_at, id).
CREATE INDEX leads_partner_created_idx ON leads (partner_id, created_at DESC, id DESC);
CREATE INDEX leads_form_idx ON leads (form_id);

CREATE TABLE newsletter_subscribers (
  email text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  topic text NOT NULL,
  message text NOT NULL,
  -- The "Created" field as the client sent it (a placeholder token in the original form).
  created_label text,
  forwarded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
