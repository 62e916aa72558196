import type { ApiKey } from '@mrn/sdk/schemas/partner-keys';
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '../api-request.ts';
import { formatDate } from '../date-format.ts';
import LiveMessage from '../LiveMessage.tsx';

interface ApiKeyRowProps {
  apiKey: ApiKey;
  onRevoked: (key: ApiKey) => void;
}

/** One key: name, prefix, dates, and Revoke with a confirm step. */
export default function ApiKeyRow({ apiKey, onRevoked }: ApiKeyRowProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const headingId = `api-key-${apiKey.id}`;
  const confirmButton = useRef<HTMLButtonElement>(null);

  // The confirm step takes focus, so keyboard and screen reader users land on the question.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  async function onRevoke() {
    setBusy(true);
    setError('');
    const result = await apiRequest(`/api/partner/keys/${encodeURIComponent(apiKey.id)}`, {
      method: 'DELETE',
    });
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setConfirming(false);
    onRevoked({ ...apiKey, revokedAt: new Date().toISOString() });
  }

  return (
    <li className="api-key-row" aria-labelledby={headingId}>
      <div className="api-key-row-head">
        <h3 id={headingId} className="api-key-name app-break">
          {apiKey.name}
        </h3>
        {apiKey.revokedAt && (
          <span className="app-status app-status-unsubscribed">
            Revoked <span className="visually-hidden">on </span>
            {formatDate(apiKey.revokedAt)}
          </span>
        )}
      </div>
      <dl className="api-key-facts">
        <div>
          <dt>Key</dt>
          <dd>
            <code>{apiKey.prefix}…</code>
          </dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDate(apiKey.createdAt)}</dd>
        </div>
        <div>
          <dt>Last used</dt>
          <dd>{apiKey.lastUsedAt ? formatDate(apiKey.lastUsedAt) : 'Never used'}</dd>
        </div>
      </dl>
      {!apiKey.revokedAt &&
        (confirming ? (
          <div className="api-key-confirm">
            <p id={`${headingId}-confirm`}>
              Requests with this key will be refused at once. This cannot be undone.
            </p>
            <button
              ref={confirmButton}
              aria-describedby={`${headingId}-confirm`}
              className="button app-small-button app-danger-button"
              type="button"
              onClick={onRevoke}
              disabled={busy}
            >
              {busy ? 'Revoking…' : `Yes, revoke ${apiKey.name}`}
            </button>
            <button
              className="button button-secondary app-small-button"
              type="button"
              onClick={() => setConfirming(false)}
              disabled={busy}
            >
              Keep it
            </button>
          </div>
        ) : (
          <button
            className="button button-secondary app-small-button"
            type="button"
            onClick={() => setConfirming(true)}
            aria-label={`Revoke ${apiKey.name}`}
          >
            Revoke
          </button>
        ))}
      <LiveMessage tone="error">{error}</LiveMessage>
    </li>
  );
}
