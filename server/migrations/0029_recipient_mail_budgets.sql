-- Issue 26: the most mail that other people's requests can cause to arrive at one address. One row
-- per address (by the SHA-256 of its canonical form, so no address is kept for this), holding the
-- times of the mails counted in the last hour: a rolling window, so no burst across a window's edge
-- can double the budget.
CREATE TABLE recipient_mail_budgets (
  address_hash text PRIMARY KEY,
  counted_at timestamptz[] NOT NULL
);
