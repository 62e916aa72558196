-- Where a sign-in returns to (issue 28): the page the person was asking for when they were sent to
-- sign in, kept with the challenge so the mailed link brings them back there, on any device or tab.
-- Only a path of this site is stored (checked by safeNextPath first); NULL means the dashboard.
ALTER TABLE auth_challenges ADD COLUMN next_path text;
