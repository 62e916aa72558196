-- Partners are accounts with a partner profile (issue 12): the console at /app/partner signs in
-- like every homebuyer and reaches the partner API with its session instead of a Bearer key.
ALTER TABLE partners ADD COLUMN user_id uuid UNIQUE REFERENCES users (id) ON DELETE SET NULL;
