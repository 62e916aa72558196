import type { ApiKey } from '@mrn/sdk/schemas/partner-keys';
import { apiRequest } from '../api-request.ts';
import ConfirmStepQuestion from '../ConfirmStepQuestion.tsx';
import { formatDate } from '../date-format.ts';
import LiveMessage from '../LiveMessage.tsx';
import { useConfirmStep } from '../use-confirm-step.ts';

interface ApiKeyRowProps {
  apiKey: ApiKey;
  onRevoked: (key: ApiKey) => void;
}

/** One key: name, prefix, dates, and Revoke with a confirm step. */
export default function ApiKeyRow({ apiKey, onRevoked }: ApiKeyRowProps) {
  const headingId = `api-key-${apiKey.id}`;
  const step = useConfirmStep(async () => {
    const result = await apiRequest(`/api/partner/keys/${encodeURIComponent(apiKey.id)}`, {
      method: 'DELETE',
    });
    if (!result.ok) return result.message;
    onRevoked({ ...apiKey, revokedAt: new Date().toISOString() });
    return null;
  });
  const { confirming, error } = step;

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
            <ConfirmStepQuestion
              step={step}
              questionId={`${headingId}-confirm`}
              question="Requests with this key will be refused at once. This cannot be undone."
              confirmLabel={`Yes, revoke ${apiKey.name}`}
              busyLabel="Revoking…"
            />
          </div>
        ) : (
          <button
            className="button button-secondary app-small-button"
            type="button"
            onClick={step.ask}
            aria-label={`Revoke ${apiKey.name}`}
          >
            Revoke
          </button>
        ))}
      <LiveMessage tone="error">{error}</LiveMessage>
    </li>
  );
}
