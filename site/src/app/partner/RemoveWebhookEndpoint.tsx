import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '../api-request.ts';
import LiveMessage from '../LiveMessage.tsx';

/** Remove the endpoint (DELETE /api/partner/webhook), with a confirm step like revoking a key. */
export default function RemoveWebhookEndpoint({ url, onRemoved }: { url: string; onRemoved: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const confirmButton = useRef<HTMLButtonElement>(null);

  // The confirm step takes focus, so keyboard and screen reader users land on the question.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  async function remove() {
    setBusy(true);
    setError('');
    const result = await apiRequest('/api/partner/webhook', { method: 'DELETE' });
    setBusy(false);
    // 404: already removed (another tab); the page follows either way.
    if (result.ok || result.status === 404) onRemoved();
    else setError(result.message);
  }

  return (
    <div className="webhook-remove">
      {confirming ? (
        <>
          <p id="webhook-remove-confirm">
            No more events go to {url}, and its delivery log is deleted. You can register an endpoint again at
            any time.
          </p>
          <button
            ref={confirmButton}
            aria-describedby="webhook-remove-confirm"
            className="button app-small-button app-danger-button"
            type="button"
            onClick={remove}
            disabled={busy}
          >
            {busy ? 'Removing…' : 'Yes, remove the endpoint'}
          </button>{' '}
          <button
            className="button button-secondary app-small-button"
            type="button"
            onClick={() => setConfirming(false)}
            disabled={busy}
          >
            Keep it
          </button>
        </>
      ) : (
        <button
          className="button button-secondary app-small-button"
          type="button"
          onClick={() => setConfirming(true)}
        >
          Remove endpoint
        </button>
      )}
      <LiveMessage tone="error">{error}</LiveMessage>
    </div>
  );
}
