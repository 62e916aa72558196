-- Issue 31, item 3: "My loan" is kept with the account (it was only in the browser's localStorage).
-- The person's program and term and, for the conventional 30-year rate, credit and down-payment bands;
-- which catalogued series they name is decided in TypeScript (sdk/src/schemas/my-loan.ts), so a
-- series withdrawn from the catalogue leaves the person's answer as they gave it. All null until chosen.

ALTER TABLE users ADD COLUMN loan_program text;
ALTER TABLE users ADD COLUMN loan_term text;
ALTER TABLE users ADD COLUMN loan_credit_band text;
ALTER TABLE users ADD COLUMN loan_down_payment text;

-- Storage only: a program goes with a term, and bands come together and only with a loan.
ALTER TABLE users ADD CONSTRAINT users_loan_complete CHECK (
  (loan_program IS NULL) = (loan_term IS NULL)
  AND (loan_credit_band IS NULL) = (loan_down_payment IS NULL)
  AND (loan_credit_band IS NULL OR loan_program IS NOT NULL)
);
