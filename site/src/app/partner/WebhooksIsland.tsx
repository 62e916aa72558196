import {
  type SavedWebhookEndpoint,
  savedWebhookEndpointSchema,
  WEBHOOK_EVENT_TYPES,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointEnvelope,
  type WebhookEventType,
  webhookDeliveryListSchema,
  webhookEndpointEnvelopeSchema,
  webhookEndpointInputSchema,
  webhookTestEventSchema,
} from '@mrn/sdk/schemas/webhooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest } from '../api-request.ts';
import ColumnHeads from '../ColumnHeads.tsx';
import LiveMessage from '../LiveMessage.tsx';
import { PanelLoadFailure, PanelLoading } from '../PanelStates.tsx';
import SubmitButton from '../SubmitButton.tsx';
import TextField from '../TextField.tsx';
import { useApiData } from '../use-api-data.ts';
import { useSchemaForm } from '../use-schema-form.ts';
import { NoPartnerProfile } from './ConsolePanelStates.tsx';
import OneTimeSecret from './OneTimeSecret.tsx';
import PartnerConsoleShell from './PartnerConsoleShell.tsx';
import PlanFeatureNotice from './PlanFeatureNotice.tsx';
import RemoveWebhookEndpoint from './RemoveWebhookEndpoint.tsx';
import { usePlanAllowances } from './use-plan-allowances.ts';
import { WEBHOOK_SIGNATURE_EXAMPLE } from './WebhookSignatureExample.ts';

const RETURN_PATH = '/app/partner/webhooks';

export const EVENT_LABELS: Record<WebhookEventType, string> = {
  'lead.created': 'A lead is submitted (lead.created)',
  'lead.confirmed': 'A lead confirms their alert (lead.confirmed)',
  'lead.unsubscribed': 'A lead unsubscribes (lead.unsubscribed)',
  'alert.sent': 'A rate alert mail is sent to a lead (alert.sent)',
};

const DELIVERY_STATUS_LABELS: Record<WebhookDelivery['status'], string> = {
  pending: 'Retrying',
  sending: 'Sending',
  delivered: 'Delivered',
  failed: 'Failed',
};

/**
 * A delivery's state in words: a pending one not tried yet is waiting, not retrying, and while the
 * endpoint is disabled pending deliveries are held (they go out once it is enabled again).
 */
export function deliveryStatusText(delivery: WebhookDelivery, endpointDisabled: boolean): string {
  if (delivery.status !== 'pending') return DELIVERY_STATUS_LABELS[delivery.status];
  if (endpointDisabled) return 'Held while the endpoint is disabled';
  return delivery.attempts === 0 ? 'Waiting' : DELIVERY_STATUS_LABELS.pending;
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The one-time signing secret. */
function WebhookSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <OneTimeSecret
      id="webhook-secret"
      heading="Your signing secret"
      warning={
        <>
          <strong>Copy it now: it is shown only this once.</strong> Use it to verify the MRN-Signature header.
        </>
      }
      fieldLabel="The signing secret"
      noun="secret"
      secret={secret}
      onDone={onDone}
    />
  );
}

/** URL and events; creates the endpoint or replaces it (which also enables a disabled one). */
function WebhookForm({
  endpoint,
  onSaved,
}: {
  endpoint: WebhookEndpoint | null;
  onSaved: (saved: SavedWebhookEndpoint) => void;
}) {
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>(endpoint?.events ?? [...WEBHOOK_EVENT_TYPES]);
  const urlField = useRef<HTMLInputElement>(null);
  const { errors, error, busy, submit } = useSchemaForm({
    schema: webhookEndpointInputSchema,
    send: (body) =>
      apiRequest('/api/partner/webhook', { method: 'PUT', body, schema: savedWebhookEndpointSchema }),
    onSuccess: onSaved,
    onFailure: () => urlField.current?.focus(),
  });

  const toggle = (type: WebhookEventType, checked: boolean) =>
    setEvents((current) =>
      checked
        ? WEBHOOK_EVENT_TYPES.filter((t) => t === type || current.includes(t))
        : current.filter((t) => t !== type),
    );

  return (
    <form noValidate onSubmit={(event) => submit(event, { url, events })} className="webhook-form">
      <TextField
        ref={urlField}
        id="webhook-url"
        label="Endpoint URL"
        hint="An https address of your server that accepts POST requests with a JSON body."
        type="url"
        inputMode="url"
        autoComplete="off"
        value={url}
        onValueChange={setUrl}
        error={errors.url}
      />
      <fieldset
        className="webhook-events"
        aria-describedby={errors.events ? 'webhook-events-error' : undefined}
      >
        <legend>Events to send</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className="webhook-event">
            <input
              type="checkbox"
              name="events"
              value={type}
              checked={events.includes(type)}
              onChange={(event) => toggle(type, event.currentTarget.checked)}
            />{' '}
            {EVENT_LABELS[type]}
          </label>
        ))}
        {errors.events && (
          <p id="webhook-events-error" className="app-field-error">
            {errors.events}
          </p>
        )}
      </fieldset>
      <SubmitButton busy={busy} busyLabel="Saving…">
        {endpoint ? 'Save changes' : 'Register endpoint'}
      </SubmitButton>
      <LiveMessage tone="error">{error}</LiveMessage>
    </form>
  );
}

function DeliveryLog({
  deliveries,
  endpointDisabled,
  onRefresh,
}: {
  deliveries: WebhookDelivery[];
  endpointDisabled: boolean;
  onRefresh: () => void;
}) {
  return (
    <section className="card app-panel" aria-labelledby="webhook-log-heading">
      <h2 id="webhook-log-heading">Delivery log</h2>
      <p>
        The newest 50 deliveries. Failed deliveries are retried with exponential backoff for 24 hours.{' '}
        <button className="button button-secondary app-small-button" type="button" onClick={onRefresh}>
          Refresh
        </button>
      </p>
      {deliveries.length === 0 ? (
        <p>No deliveries yet. Send a test event to try your endpoint.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the frame scrolls sideways; keyboard users must be able to focus it to scroll.
        <section className="app-table-scroll" aria-labelledby="webhook-log-heading" tabIndex={0}>
          <table className="app-table webhook-log">
            <ColumnHeads names={['Time', 'Event', 'Status', 'HTTP code', 'Attempts']} />
            <tbody>
              {deliveries.map((delivery) => (
                <tr key={delivery.id}>
                  <td>{dateTime.format(new Date(delivery.createdAt))}</td>
                  <td>
                    <code>{delivery.eventType}</code>
                  </td>
                  <td>
                    {deliveryStatusText(delivery, endpointDisabled)}
                    {delivery.lastError && delivery.status !== 'delivered' ? ` (${delivery.lastError})` : ''}
                  </td>
                  <td>{delivery.lastStatusCode ?? '—'}</td>
                  <td>{delivery.attempts}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}

function WebhookPanel() {
  // 204 (no data): no endpoint registered yet.
  const { state, setState, retry } = useApiData<WebhookEndpointEnvelope | undefined>(
    '/api/partner/webhook',
    webhookEndpointEnvelopeSchema,
  );
  const [secret, setSecret] = useState<string | null>(null);
  const [deliveries, setDeliveries] = useState<WebhookDelivery[]>([]);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const allows = usePlanAllowances();
  const endpoint = state.phase === 'ready' ? (state.data?.endpoint ?? null) : null;

  const loadDeliveries = useCallback(async () => {
    const result = await apiRequest('/api/partner/webhook/deliveries', { schema: webhookDeliveryListSchema });
    if (result.ok) setDeliveries(result.data.deliveries);
  }, []);

  const endpointId = endpoint?.id;
  useEffect(() => {
    if (endpointId) void loadDeliveries();
  }, [endpointId, loadDeliveries]);

  if (state.phase === 'loading') return <PanelLoading label="Loading your webhook…" />;
  if (state.phase === 'failed' && state.failure.status === 401) {
    return <NoPartnerProfile what="Webhooks" then="come back here to register an endpoint" />;
  }
  if (state.phase === 'failed') {
    return <PanelLoadFailure failure={state.failure} onRetry={retry} />;
  }

  function saved(next: SavedWebhookEndpoint) {
    if (next.secret) setSecret(next.secret);
    setMessage(next.secret ? 'Endpoint registered.' : 'Endpoint saved.');
    setState({ phase: 'ready', data: { endpoint: next.endpoint } });
  }

  function removed() {
    setSecret(null);
    setDeliveries([]);
    setMessage('Endpoint removed: no more events are sent.');
    setState({ phase: 'ready', data: undefined });
  }

  async function enableAgain(current: WebhookEndpoint) {
    setError('');
    setBusy(true);
    const result = await apiRequest('/api/partner/webhook', {
      method: 'PUT',
      body: { url: current.url, events: current.events },
      schema: savedWebhookEndpointSchema,
    });
    setBusy(false);
    if (result.ok) saved(result.data);
    else setError(result.message);
  }

  async function sendTest() {
    setError('');
    setMessage('');
    setBusy(true);
    const result = await apiRequest('/api/partner/webhook/test', {
      method: 'POST',
      schema: webhookTestEventSchema,
    });
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setMessage('Test event queued: it appears in the delivery log within seconds.');
    await loadDeliveries();
  }

  return (
    <>
      {endpoint?.status === 'disabled' && (
        <section className="card app-panel webhook-disabled" aria-labelledby="webhook-disabled-heading">
          <h2 id="webhook-disabled-heading">This endpoint is disabled</h2>
          <p>
            We stopped sending events
            {endpoint.disabledAt ? ` on ${dateTime.format(new Date(endpoint.disabledAt))}` : ''} because every
            delivery attempt
            {endpoint.failingSince ? ` since ${dateTime.format(new Date(endpoint.failingSince))}` : ''} failed
            ({endpoint.consecutiveFailures} attempts in a row, for over 24 hours). Fix the endpoint, then
            enable it again.
          </p>
          {endpoint.disabledReason && <p>Last error: {endpoint.disabledReason}</p>}
          <button className="button" type="button" disabled={busy} onClick={() => enableAgain(endpoint)}>
            Enable again
          </button>
        </section>
      )}
      {endpoint?.status === 'active' && endpoint.failingSince && (
        <p className="card app-panel webhook-failing" role="status">
          Deliveries are failing: {endpoint.consecutiveFailures} attempts in a row since{' '}
          {dateTime.format(new Date(endpoint.failingSince))}. We keep retrying; the endpoint is disabled only
          if every attempt fails for 24 hours.
        </p>
      )}
      <section className="card app-panel" aria-labelledby="webhook-form-heading">
        <h2 id="webhook-form-heading">{endpoint ? 'Your endpoint' : 'Register an endpoint'}</h2>
        <p>
          We POST each event as JSON to your endpoint, signed with your secret in the{' '}
          <code>MRN-Signature</code> header. One endpoint per account; saving replaces it.
        </p>
        {secret && <WebhookSecret secret={secret} onDone={() => setSecret(null)} />}
        {allows?.webhooks === false ? (
          <PlanFeatureNotice feature="Webhooks are" />
        ) : (
          <WebhookForm key={endpoint?.id ?? 'new'} endpoint={endpoint} onSaved={saved} />
        )}
        {endpoint && (
          <p>
            <button
              className="button button-secondary"
              type="button"
              disabled={busy || endpoint.status !== 'active'}
              onClick={sendTest}
            >
              Send test event
            </button>
          </p>
        )}
        {endpoint && <RemoveWebhookEndpoint url={endpoint.url} onRemoved={removed} />}
        <LiveMessage tone="success">{message}</LiveMessage>
        <LiveMessage tone="error">{error}</LiveMessage>
      </section>
      {endpoint && (
        <DeliveryLog
          deliveries={deliveries}
          endpointDisabled={endpoint.status === 'disabled'}
          onRefresh={() => void loadDeliveries()}
        />
      )}
      <section className="card app-panel" aria-labelledby="webhook-verify-heading">
        <h2 id="webhook-verify-heading">How to verify the signature</h2>
        <p>
          The header is <code>MRN-Signature: t=&lt;unix seconds&gt;,v1=&lt;hex HMAC-SHA256&gt;</code>,
          computed over <code>t</code>, a dot and the raw request body. Check it before parsing the JSON,
          refuse old timestamps, and answer with a 2xx status within 10 seconds. In Node:
        </p>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the example scrolls sideways; keyboard users must be able to focus it to scroll (axe scrollable-region-focusable). */}
        <pre className="webhook-example" tabIndex={0}>
          <code>{WEBHOOK_SIGNATURE_EXAMPLE}</code>
        </pre>
      </section>
    </>
  );
}

/** /app/partner/webhooks: signed-in only; the partner's webhook endpoint and its delivery log. */
export default function WebhooksIsland() {
  return (
    <PartnerConsoleShell current="partner-webhooks" returnPath={RETURN_PATH}>
      <WebhookPanel />
    </PartnerConsoleShell>
  );
}
