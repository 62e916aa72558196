import type { AccountAlert } from '@mrn/sdk/schemas/app-alerts';
import { useEffect, useRef, useState } from 'react';
import AlertEditForm from './AlertEditForm.tsx';
import AlertHistory from './AlertHistory.tsx';
import AlertStatusBadge from './AlertStatusBadge.tsx';
import { formatDate } from './date-format.ts';
import LiveMessage from './LiveMessage.tsx';
import { describeAlert } from './rate-format.ts';
import type { AccountAlertsApi } from './use-account-alerts.ts';

interface AlertRowProps {
  alert: AccountAlert;
  update: AccountAlertsApi['update'];
  remove: AccountAlertsApi['remove'];
  /** After a delete, where focus goes (the row and its buttons are gone). */
  onDeleted: (description: string) => void;
}

type RowMode = 'view' | 'edit' | 'confirm-delete';

/** One alert: what it watches, status, origin, last mail, history, and Edit / Pause-Resume / Delete. */
export default function AlertRow({ alert, update, remove, onDeleted }: AlertRowProps) {
  const [mode, setMode] = useState<RowMode>('view');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const editButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<'edit' | 'delete' | null>(null);
  const description = describeAlert(alert);
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
    const result = await update(alert.id, { status: next });
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
      <p className="app-alert-meta">
        {alert.lastNotifiedAt ? (
          <>
            Last alert sent <time dateTime={alert.lastNotifiedAt}>{formatDate(alert.lastNotifiedAt)}</time>
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
          <button
            ref={editButton}
            className="button button-secondary app-small-button"
            type="button"
            aria-describedby={headingId}
            onClick={() => switchTo('edit')}
          >
            Edit
          </button>
          <button
            className="button button-secondary app-small-button"
            type="button"
            aria-describedby={headingId}
            onClick={onToggleStatus}
            disabled={busy}
          >
            {alert.status === 'active' ? 'Pause' : 'Resume'}
          </button>
          <button
            ref={deleteButton}
            className="button button-secondary app-small-button"
            type="button"
            aria-describedby={headingId}
            onClick={() => switchTo('confirm-delete')}
          >
            Delete
          </button>
        </div>
      )}
      <LiveMessage tone="error">{error}</LiveMessage>
      <LiveMessage tone="status">{status}</LiveMessage>
    </li>
  );
}
