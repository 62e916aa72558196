import type { DatabaseExecutor } from '../db/client.ts';
import {
  type ParameterType,
  type PreparedStatement,
  preparedStatement,
  queryPrepared,
} from '../db/prepared-statement.ts';
import { queryPreparedInBatches } from '../db/statement-batches.ts';
import { addressPlanLimitSql } from './plan-limit.ts';

/**
 * The rules of alert-rules.ts as one SQL statement per request (one database round trip), shared
 * by createAlert and storeLead, which add their own parameters and writes after these CTEs.
 *
 * How one statement stays correct when requests for one address race. A statement reads one
 * snapshot, so it cannot lock the address and then count what a competitor committed meanwhile.
 * Instead it decides from its snapshot, and every write the rules limit (a new alert, a re-sent
 * confirmation) also claims the address: `alert_addresses.version` moves from the value the
 * snapshot read to the next, through INSERT ... ON CONFLICT DO UPDATE ... WHERE version = <read>.
 * The upsert waits for a competitor holding the row and then compares against the newest row
 * version, so only one of two requests decided on the same state gets its claim. Every write of
 * the statement (the lead's included) joins the claim, so the loser writes nothing at all and
 * answers `settled = false`; runAlertStatement then runs it again in a transaction that first
 * locks the address row, so its fresh snapshot sees the winner. The common case, no competitor for
 * the same address at the same moment, stays one statement.
 *
 * Decisions that write nothing limited need no claim, and are still right against a competitor
 * that committed after the snapshot: a refusal only becomes more certain as alerts are added. Nor
 * do confirming and unsubscribing (confirm-alert.ts, unsubscribe-alert.ts) claim: neither reads
 * the pending alerts this statement adds (confirming counts active alerts only), so a request that
 * did not see them ends exactly as if it had come just before them. (A confirmation re-sent while
 * its alert is being unsubscribed may miss the cancellation; the worker sends a confirmation only
 * for an alert that is still pending.)
 *
 * Decision (column `action`): 'keep' an identical active alert, or an identical pending one whose
 * confirmation is recent; 'resend' the confirmation of an identical pending alert; 'create' a new
 * pending alert; 'refuse' at the plan limit.
 */
export type AlertAction = 'keep' | 'resend' | 'create' | 'refuse';

/** The parameters every alert request binds; statements add their own after these. */
export const ALERT_PARAMETER_TYPES = {
  /** alertEmail(...) of the address. */
  email: 'text',
  /** The term of the series (30y or 15y). */
  rateType: 'text',
  /** The catalogued FRED series the alert watches. */
  seriesId: 'text',
  /** Percent with three decimals, as text (`threshold.toFixed(3)`). */
  threshold: 'numeric',
  direction: 'text',
  /** 'rate', or the lead's 'refinance' / 'payment' whose threshold was derived from `inputs`. */
  kind: 'text',
  /** JSON text of a refinance or payment alert's inputs; null for a rate alert. */
  inputs: 'jsonb',
  formId: 'text',
  leadId: 'uuid',
  now: 'timestamptz',
  /** The id the alert gets if one is created. */
  newAlertId: 'uuid',
  planLimit: 'integer',
  pendingHeldSince: 'timestamptz',
  confirmationRecentSince: 'timestamptz',
} as const satisfies Record<string, ParameterType>;

type AlertPlaceholders = { [Key in keyof typeof ALERT_PARAMETER_TYPES]: string };

/** The CTEs `seen`, `identical`, `decision`, `claim`, `new_alert` and `confirmation`, for after WITH. */
export function alertRequestCtes(p: AlertPlaceholders): string {
  return `
  -- The address's version in this snapshot; 0 when it has no row yet.
  seen AS (
    SELECT coalesce((SELECT version FROM alert_addresses WHERE email = ${p.email}), 0) AS version
  ),
  -- Rule 2: an identical alert that is on or waiting, the active one first, else the newest.
  identical AS (
    SELECT id, status FROM alerts
     WHERE email = ${p.email} AND series_id = ${p.seriesId} AND direction = ${p.direction}
       AND threshold = ${p.threshold} AND kind = ${p.kind} AND status IN ('pending', 'active')
     ORDER BY status = 'active' DESC, created_at DESC
     LIMIT 1
  ),
  decision AS (
    SELECT identical.id AS existing_id,
           identical.status AS existing_status,
           CASE
             WHEN identical.status = 'active' THEN 'keep'
             WHEN identical.status = 'pending' THEN
               CASE WHEN EXISTS (SELECT FROM mail_outbox m
                                  WHERE m.alert_id = identical.id AND m.kind = 'alert_confirmation'
                                    AND m.created_at > ${p.confirmationRecentSince})
                    THEN 'keep' ELSE 'resend' END
             -- Rule 3: the slots the address holds.
             WHEN (SELECT count(*) FROM alerts a
                    WHERE a.email = ${p.email}
                      AND (a.status = 'active' OR (a.status = 'pending' AND a.created_at > ${p.pendingHeldSince})))
                  >= ${addressPlanLimitSql(p.email, p.planLimit)} THEN 'refuse'
             ELSE 'create'
           END AS action
      FROM (SELECT) AS request LEFT JOIN identical ON true
  ),
  -- Rule 5: the limited writes claim the address at the version this snapshot read.
  claim AS (
    INSERT INTO alert_addresses AS address (email)
    SELECT ${p.email} FROM decision WHERE decision.action IN ('create', 'resend')
    ON CONFLICT (email) DO UPDATE SET version = address.version + 1
     WHERE address.version = (SELECT version FROM seen)
    RETURNING version
  ),
  new_alert AS (
    INSERT INTO alerts (id, email, rate_type, series_id, threshold, direction, kind, inputs, inputs_as_of, form_id,
                        lead_id, created_at)
    SELECT ${p.newAlertId}, ${p.email}, ${p.rateType}, ${p.seriesId}, ${p.threshold}, ${p.direction}, ${p.kind}, ${p.inputs},
           -- A refinance balance is as of today; the monthly amortisation brings it forward from here.
           CASE WHEN ${p.kind} = 'refinance' THEN ${p.now}::date END, ${p.formId}, ${p.leadId}, ${p.now}
      FROM decision, claim
     WHERE decision.action = 'create'
  ),
  confirmation AS (
    INSERT INTO mail_outbox (kind, alert_id, next_attempt_at, created_at)
    SELECT 'alert_confirmation', ${alertIdOf(p)}, ${p.now}, ${p.now}
      FROM decision, claim
  )`;
}

/** The alert a request ends up with: the new one, the identical one it reused, or none when refused. */
export function alertIdOf(p: Pick<AlertPlaceholders, 'newAlertId'>): string {
  return `CASE decision.action WHEN 'create' THEN ${p.newAlertId} WHEN 'refuse' THEN NULL ELSE decision.existing_id END`;
}

/**
 * True when the statement's decision stands: it needed no claim, or got it. Every other write of
 * a statement must be conditional on this, so an unsettled statement writes nothing.
 */
export const ALERT_REQUEST_SETTLED = `(decision.action IN ('keep', 'refuse') OR EXISTS (SELECT FROM claim))`;

/** The columns every alert request statement answers, in one row. */
export const ALERT_REQUEST_COLUMNS = `decision.action, decision.existing_id, decision.existing_status, ${ALERT_REQUEST_SETTLED} AS settled`;

/** What every alert request statement answers, in one row (ALERT_REQUEST_COLUMNS). */
export interface AlertRequestRow {
  action: AlertAction;
  existing_id: string | null;
  existing_status: 'pending' | 'active' | null;
  settled: boolean;
}

/**
 * The alert request as another feature's statement holds it: the CTEs to write after WITH, the
 * condition every other write of the statement waits for, the alert the request ends with, and the
 * columns the statement must answer (AlertRequestRow).
 */
export interface AlertRequestPart {
  ctes: string;
  settled: string;
  alertId: string;
  answerColumns: string;
}

/**
 * A prepared statement that requests an alert beside a feature's own writes (a lead and its mails):
 * the alert's parameters come first, then `ownTypes`; `build` gets every placeholder and the alert's
 * part of the statement. The one way another feature builds on the alert rules, so they stay here.
 */
export function alertRequestStatement<const Own extends Record<string, ParameterType>>(
  name: string,
  ownTypes: Own,
  build: (
    parameter: { [Key in keyof (typeof ALERT_PARAMETER_TYPES & Own)]: string },
    alert: AlertRequestPart,
  ) => string,
): PreparedStatement<typeof ALERT_PARAMETER_TYPES & Own> {
  return preparedStatement(name, { ...ALERT_PARAMETER_TYPES, ...ownTypes }, (p) =>
    build(p, {
      ctes: alertRequestCtes(p),
      settled: ALERT_REQUEST_SETTLED,
      alertId: alertIdOf(p),
      answerColumns: ALERT_REQUEST_COLUMNS,
    }),
  );
}

const lockAddress = preparedStatement('mrn_lock_alert_address', { email: 'text' }, (p) => {
  // A no-op update that creates the row if need be: either way the row is locked until commit.
  return `INSERT INTO alert_addresses AS address (email) VALUES (${p.email})
          ON CONFLICT (email) DO UPDATE SET version = address.version`;
});

/**
 * Runs an alert request statement: once, and in the rare case another request for the same
 * address wrote between its snapshot and its claim, once more while holding the address row (the
 * first run wrote nothing), where no competitor can get in between.
 */
export async function runAlertStatement<Types extends typeof ALERT_PARAMETER_TYPES>(
  db: DatabaseExecutor,
  statement: PreparedStatement<Types>,
  parameters: { [Key in keyof Types]: unknown } & { email: string },
  /** Leads arrive many at once: their first run goes with others' (statement-batches.ts). */
  { inBatches = false }: { inBatches?: boolean } = {},
): Promise<AlertRequestRow> {
  const [first] = inBatches
    ? await queryPreparedInBatches<AlertRequestRow, Types>(db, statement, parameters)
    : await queryPrepared<AlertRequestRow, Types>(db, statement, parameters);
  if (first.settled) return first;
  return db.transaction(async (tx) => {
    await queryPrepared(tx, lockAddress, { email: parameters.email });
    const [locked] = await queryPrepared<AlertRequestRow, Types>(tx, statement, parameters);
    if (!locked.settled) throw new Error('An alert request did not settle while holding its address');
    return locked;
  });
}
