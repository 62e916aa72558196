-- Issue 41 item 2: a partner sees a lead's alert only when it was made through one of its own forms
-- (src/leads/lead-status.ts). A lead without one reads as waiting for confirmation, so a person at
-- their plan limit looks like anyone else; this marks the one case that reads "no alert": the person
-- deleted the alert they had confirmed for this lead's partner. Earlier deletions were not recorded,
-- so those leads read as waiting too.
ALTER TABLE leads ADD COLUMN alert_deleted boolean NOT NULL DEFAULT false;
