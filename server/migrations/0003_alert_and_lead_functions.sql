-- Creating an alert and storing a lead as one database round trip each.
-- Before, a lead took about eleven round trips (transaction, savepoint, lock, checks, inserts), and
-- the round trips, not the work, capped lead submissions at a few hundred a second. Callers:
-- src/alerts/create-alert.ts and src/leads/store-lead.ts, which hold the documentation and the limits.
-- Each statement of a PL/pgSQL function takes a fresh snapshot under READ COMMITTED, so the checks
-- after the advisory lock see whatever a competing request for the same address committed.

CREATE FUNCTION mrn_create_alert(
  p_email text,
  p_rate_type text,
  p_threshold numeric,
  p_direction text,
  p_form_id text,
  p_lead_id uuid,
  p_now timestamptz,
  p_plan_limit integer,
  p_pending_holds_slot interval,
  p_confirmation_resend_gap interval,
  OUT alert_id uuid,
  -- 'active': the same alert is already on; 'pending': waiting for confirmation; 'plan_limit': refused.
  OUT status text,
  OUT confirmation_queued boolean
) LANGUAGE plpgsql AS $$
DECLARE
  existing_status text;
  held integer;
BEGIN
  -- Serialise requests for one address so two parallel requests cannot both take the last slot.
  PERFORM pg_advisory_xact_lock(hashtext('alerts:' || p_email));

  SELECT a.id, a.status INTO alert_id, existing_status
    FROM alerts a
   WHERE a.email = p_email AND a.rate_type = p_rate_type AND a.direction = p_direction
     AND a.threshold = p_threshold AND a.status IN ('pending', 'active')
   ORDER BY a.status = 'active' DESC, a.created_at DESC
   LIMIT 1;

  IF existing_status = 'active' THEN
    status := 'active';
    confirmation_queued := false;
    RETURN;
  END IF;

  IF existing_status = 'pending' THEN
    status := 'pending';
    IF EXISTS (SELECT 1 FROM mail_outbox m
                WHERE m.alert_id = mrn_create_alert.alert_id AND m.kind = 'alert_confirmation'
                  AND m.created_at > p_now - p_confirmation_resend_gap) THEN
      confirmation_queued := false;
      RETURN;
    END IF;
  ELSE
    SELECT count(*) INTO held FROM alerts a
     WHERE a.email = p_email
       AND (a.status = 'active' OR (a.status = 'pending' AND a.created_at > p_now - p_pending_holds_slot));
    IF held >= p_plan_limit THEN
      alert_id := NULL;
      status := 'plan_limit';
      confirmation_queued := false;
      RETURN;
    END IF;
    INSERT INTO alerts (email, rate_type, threshold, direction, form_id, lead_id, created_at)
    VALUES (p_email, p_rate_type, p_threshold, p_direction, p_form_id, p_lead_id, p_now)
    RETURNING id INTO alert_id;
    status := 'pending';
  END IF;

  INSERT INTO mail_outbox (kind, alert_id, next_attempt_at, created_at)
  VALUES ('alert_confirmation', alert_id, p_now, p_now);
  confirmation_queued := true;
END;
$$;

CREATE FUNCTION mrn_store_lead(
  p_lead_id uuid,
  p_form_id text,
  p_partner_id uuid,
  p_name text,
  p_email text,
  -- The address as alerts store it (see alertEmail in src/alerts/create-alert.ts).
  p_alert_email text,
  p_phone text,
  p_rate_type text,
  p_target_rate numeric,
  p_direction text,
  p_consent boolean,
  p_page_url text,
  p_utm jsonb,
  p_now timestamptz,
  p_plan_limit integer,
  p_pending_holds_slot interval,
  p_confirmation_resend_gap interval,
  OUT alert_id uuid,
  OUT alert_status text
) LANGUAGE plpgsql AS $$
BEGIN
  SELECT created.alert_id, created.status INTO alert_id, alert_status
    FROM mrn_create_alert(p_alert_email, p_rate_type, p_target_rate, p_direction, p_form_id, p_lead_id, p_now,
                          p_plan_limit, p_pending_holds_slot, p_confirmation_resend_gap) AS created;

  INSERT INTO leads (id, form_id, partner_id, name, email, phone, rate_type, target_rate, direction, consent,
                     page_url, utm, alert_id, created_at)
  VALUES (p_lead_id, p_form_id, p_partner_id, p_name, p_email, p_phone, p_rate_type, p_target_rate, p_direction,
          p_consent, p_page_url, p_utm, alert_id, p_now);

  INSERT INTO mail_outbox (kind, lead_id, next_attempt_at, created_at)
  VALUES ('partner_lead', p_lead_id, p_now, p_now);
END;
$$;
