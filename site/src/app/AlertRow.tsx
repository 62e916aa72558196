import { alertStanding } from '@mrn/sdk/finance/alert-standing';
import type { AccountAlert } from '@mrn/sdk/schemas/app-alerts';
import { RATE_TYPE_LABELS } from '@mrn/sdk/schemas/rate-type';
import { useEffect, useRef, useState } from 'react';
import AlertEditForm from './AlertEditForm.tsx';
import AlertHistory from './AlertHistory.tsx';
import AlertStatusBadge from './AlertStatusBadge.tsx';
import { alertInputsSummary, alertThresholdText, describeAlertKind } from './alert-description.ts';
import DateText from './DateText.tsx';
import { formatDate } from './date-format.ts';
import LiveMessage from './LiveMessage.tsx';
import { formatThreshold } from './rate-format.ts';
import SmallButton from './SmallButton.tsx';
import type { TodayRates } from './today-rates.ts';
import type { AccountAlertsApi } from './use-account-alerts.ts';

interface AlertRowProps {
  alert: AccountAlert;
  update: AccountAlertsApi['update'];
  remove: AccountAlertsApi['remove'];
  /** After a delete, where focus goes (the row and its buttons are gone). */
  onDeleted: (description: string) => void;
  /** Where the alert stands is measured against these. */
  todayRates: TodayRates;
}

type RowMode = 'view' | 'edit' | 'confirm-delete';

/**
 * What to say about whether the alert can fire: "Fired on Nov 3, 2026; re-arms when the 30-year
 * fixed rate is back above 6.625%." while disarmed, else where it stands against today's rate.
 */
export function alertStandingText(alert: AccountAlert, todayRate: number | undefined): string {
  const standing = alertStanding(alert, todayRate ?? null);
  if (standing.rearmsAt === null) return standing.summary;
  const firedOn = alert.notifications[0]?.observationDate ?? alert.lastNotifiedAt;
  const back = alert.direction === 'below' ? 'above' : 'below';
  return (
    `${firedOn ? `Fired on ${formatDate(firedOn)}` : 'Fired'}; re-arms when the ` +
    `${RATE_TYPE_LABELS[alert.rateType]} rate is back ${back} ${formatThreshold(standing.rearmsAt)}.`
  );
}

/** One alert: what it watches, its threshold, where it stands, status, origin, history, and actions. */
export default function AlertRow({ alert, update, remove, onDeleted, todayRates }: AlertRowProps) {
  const [mode, setMode] = useState<RowMode>('view');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<'edit' | 'delete' | null>(null);
  const description = describeAlertKind(alert);
  const inputsSummary = alertInputsSummary(alert);
  const headingId = `alert-${alert.id}-heading`;

  useEffect(() => {
    if (mode === 'confirm-delete') confirmButton.current?.focus();
    if (mode === 'view' && returnFocus.current) {
      (returnFocus.current === 'edit' ? editButton : deleteButton).current?.focus();
      returnFocus.current = null;
    }
  }, [mode]);

  /** Edit and Delete start afresh: the last action's message no longer applies. */
  function switchTo(next: 'edit' | 'confirm-delete') {
    setStatus('');
    setError('');
    setMode(next);
  }

  async function onToggleStatus() {
    setError('');
    setStatus('');
    setBusy(true);
    const next = alert.status === 'active' ? 'paused' : 'active';
    const result = await update(alert.id, { kind: alert.kind, status: next });
    setBusy(false);
    if (!result.ok) setError(result.message);
    else setStatus(next === 'paused' ? 'Alert paused.' : 'Alert resumed.');
  }

  async function onConfirmDelete() {
    setError('');
    setBusy(true);
    const result = await remove(alert.id);
    if (result.ok || result.status === 404) {
      onDeleted(description);
      return;
    }
    setBusy(false);
    setError(result.message);
  }

  return (
    <li className="app-alert">
      <div className="app-alert-head">
        <h3 id={headingId} className="app-alert-title">
          {description}
        </h3>
        <AlertStatusBadge status={alert.status} />
      </div>
      {alert.partnerName && <p className="app-alert-partner">From {alert.partnerName}</p>}
      {inputsSummary && <p className="app-alert-inputs">{inputsSummary}</p>}
      <p className="app-alert-threshold">{alertThresholdText(alert)}</p>
      <p className={`app-alert-standing${alert.armed ? '' : ' app-alert-disarmed'}`} data-alert-standing>
        {alertStandingText(alert, todayRates[alert.series])}
      </p>
      <p className="app-alert-meta">
        {alert.lastNotifiedAt ? (
          <>
            Last alert sent <DateText value={alert.lastNotifiedAt} />
          </>
        ) : (
          'Not fired yet'
        )}
      </p>
      <AlertHistory notifications={alert.notifications} />

      {mode === 'edit' && (
        <AlertEditForm
          alert={alert}
          update={update}
          todayRates={todayRates}
          onClose={(saved) => {
            returnFocus.current = 'edit';
            setStatus(saved ? 'Alert saved.' : '');
            setMode('view');
          }}
        />
      )}
      {mode === 'confirm-delete' && (
        <div className="app-confirm">
          <p>Delete the alert “{description}”? Its history goes too. This cannot be undone.</p>
          <div className="app-inline-actions">
            <button
              ref={confirmButton}
              className="button app-danger-button app-small-button"
              type="button"
              onClick={onConfirmDelete}
              disabled={busy}
            >
              {busy ? 'Deleting…' : 'Delete alert'}
            </button>
            <button
              className="button button-secondary app-small-button"
              type="button"
              disabled={busy}
              onClick={() => {
                returnFocus.current = 'delete';
                setMode('view');
              }}
            >
              Cancel
            </button>
          </div>
        </div>
      )}
      {mode === 'view' && (
        <div className="app-inline-actions app-alert-actions">
          <SmallButton buttonRef={editButton} describedBy={headingId} onClick={() => switchTo('edit')}>
            Edit
          </SmallButton>
          <SmallButton describedBy={headingId} onClick={onToggleStatus} disabled={busy}>
            {alert.status === 'active' ? 'Pause' : 'Resume'}
          </SmallButton>
          <SmallButton
            buttonRef={deleteButton}
            describedBy={headingId}
            onClick={() => switchTo('confirm-delete')}
          >
            Delete
          </SmallButton>
        </div>
      )}
      <LiveMessage tone="error">{error}</LiveMessage>
      <LiveMessage tone="status">{status}</LiveMessage>
    </li>
  );
}
