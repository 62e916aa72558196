-- Issue 41: one free trial per person. A partner profile's trial marks its address here, as a keyed
-- hash of the canonical address (HMAC with a key derived from SECRET: no address is kept after the
-- account is deleted, and the table is no list of customers). No foreign key: it outlives the
-- account, so deleting it and signing up again with the same address starts no second trial.
CREATE TABLE trial_claims (
  address_hash text PRIMARY KEY,
  claimed_at timestamptz NOT NULL
);
