import { apiRequest } from '../api-request.ts';
import ConfirmStepQuestion from '../ConfirmStepQuestion.tsx';
import LiveMessage from '../LiveMessage.tsx';
import { useConfirmStep } from '../use-confirm-step.ts';

/** Remove the endpoint (DELETE /api/partner/webhook), with a confirm step like revoking a key. */
export default function RemoveWebhookEndpoint({ url, onRemoved }: { url: string; onRemoved: () => void }) {
  const step = useConfirmStep(async () => {
    const result = await apiRequest('/api/partner/webhook', { method: 'DELETE' });
    // 404: already removed (another tab); the page follows either way.
    if (!result.ok && result.status !== 404) return result.message;
    onRemoved();
    return null;
  });
  const { confirming, error } = step;

  return (
    <div className="webhook-remove">
      {confirming ? (
        <ConfirmStepQuestion
          step={step}
          questionId="webhook-remove-confirm"
          question={`No more events go to ${url}, and its delivery log is deleted. You can register an endpoint again at any time.`}
          confirmLabel="Yes, remove the endpoint"
          busyLabel="Removing…"
        />
      ) : (
        <button className="button button-secondary app-small-button" type="button" onClick={step.ask}>
          Remove endpoint
        </button>
      )}
      <LiveMessage tone="error">{error}</LiveMessage>
    </div>
  );
}
