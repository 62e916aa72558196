import type { WidgetEventMap } from '@mrn/sdk/schemas/widget-events';
import { useEffect, useId, useMemo, useRef } from 'react';
import { type ApiClient, ApiRequestError, createApiClient } from '../../api';
import { loadWidgetContract } from '../../contract/load-widget-contract';
import { LeadFormBody } from './LeadFormBody';
import { LeadFormSkeleton } from './LeadFormSkeleton';
import type { LeadFormContext } from './lead-form-context';
import { useApiResource } from './use-api-resource';

export interface LeadFormProps {
  formId: string;
  /** API client; defaults to the same origin (the site). Widgets pass one bound to their script's origin. */
  client?: ApiClient;
  /** Id for the heading, so a surrounding dialog can point aria-labelledby at it. */
  headingId?: string;
  /** Reads the page address sent with the lead; defaults to the current location (utm_* included). */
  pageUrl?: () => string | undefined;
  /** The page's own max width (`max-width` / `data-max-width`), which wins over the one saved with the form. */
  maxWidth?: string | null;
  /** Prefill and hidden fields from the page's attributes. */
  context?: LeadFormContext;
  /** The form has its config and is shown (the `mrn:ready` event). */
  onReady?: (detail: WidgetEventMap['mrn:ready']) => void;
  /** A lead was accepted (`mrn:submit`). */
  onSubmitted?: (detail: WidgetEventMap['mrn:submit']) => void;
  /** The form could not load, or a submission failed (`mrn:error`). */
  onError?: (detail: WidgetEventMap['mrn:error']) => void;
}

const currentLocation = () => globalThis.location?.href;

/**
 * The heading before the config (and when it fails): a new form's default heading (FORM_DEFAULTS),
 * which most forms keep, so the heading does not change height when the config arrives.
 */
const LOADING_HEADER_TEXT = 'Get notified when mortgage rates move';

/**
 * The partner lead form: loads the form config (parsed by publicFormConfigSchema), then shows the
 * form or a polite reason why not; a config that does not parse is the same "could not be loaded".
 */
export function LeadForm({
  formId,
  client,
  headingId,
  pageUrl = currentLocation,
  maxWidth,
  context,
  onReady,
  onSubmitted,
  onError,
}: LeadFormProps) {
  const titleId = `${useId()}-title`;
  const apiClient = useMemo(() => client ?? createApiClient(), [client]);
  // The contract chunk comes with the config (the client parses it with it), so the form can then
  // use its rules and words synchronously; undefined only if the chunk itself failed to load.
  const state = useApiResource(
    (signal) =>
      Promise.all([apiClient.getFormConfig(formId, signal), loadWidgetContract().catch(() => undefined)]),
    formId,
  );
  const [loaded, contract] = state.status === 'ready' ? state.value : [];
  // A page on a site the form does not accept leads from shows the server's sentence instead.
  const refusal = loaded?.notEnabledHere;
  const config = refusal ? undefined : loaded;
  // 404 is an unknown or disabled form; anything else (network, 5xx) gets a "try later" sentence.
  const missing = state.status === 'failed' && (state.error as ApiRequestError).status === 404;
  // A ref, so a new callback identity on re-render does not report the same state twice.
  const reportRef = useRef({ onReady, onError });
  reportRef.current = { onReady, onError };

  useEffect(() => {
    // One console line for the page's developer: which origin, and where the partner allows it.
    if (refusal) console.error(refusal.console);
    else if (state.status === 'ready') reportRef.current.onReady?.({ formId });
    if (state.status !== 'failed') return;
    const error = state.error instanceof ApiRequestError ? state.error : undefined;
    reportRef.current.onError?.({
      formId,
      code: missing ? 'form_unavailable' : (error?.code ?? 'form_config_failed'),
      status: error?.status ?? 0,
      message: error?.message ?? String(state.error),
    });
  }, [state, formId, missing, refusal]);

  const form = (
    <section
      className="mrn-lead-form"
      part="lead-form"
      aria-labelledby={headingId ?? titleId}
      aria-busy={state.status === 'loading'}
      // The page's max width wins over the saved one; null (neither) is no max width in both renderers.
      style={{
        maxWidth: (maxWidth || config?.maxWidth) as string,
        ...(config && contract?.leadFormTheme(config)),
      }}
    >
      <h2 id={headingId ?? titleId} className="mrn-lead-form__title" part="title header">
        {config ? config.headerText : LOADING_HEADER_TEXT}
      </h2>
      <div className="mrn-lead-form__body">
        {config ? (
          <LeadFormBody
            config={config}
            contract={contract}
            client={apiClient}
            pageUrl={pageUrl}
            context={context}
            onSubmitted={onSubmitted}
            onError={onError}
          />
        ) : (
          <p className="mrn-lead-form__unavailable" part="unavailable" role="status">
            {state.status === 'loading'
              ? ''
              : refusal
                ? refusal.text
                : missing
                  ? 'Sorry, this form is not available right now. Please check back later.'
                  : 'Sorry, the form could not be loaded. Please refresh the page or try again later.'}
          </p>
        )}
        {state.status === 'loading' ? <LeadFormSkeleton client={apiClient} /> : null}
        {(config ? config.disclosures : state.status === 'loading') ? (
          // The partner's licence ID and Equal Housing legend: markup the server escaped (schemas/disclosures-markup.ts).
          // While loading, an empty line in its place: licensed lenders' forms (most) have one, so nothing moves.
          <p
            className="mrn-field__hint"
            part="disclosures"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own API's markup from schemas/disclosures-markup.ts, which escapes the one partner-typed value (the licence ID); the logo is our SVG.
            dangerouslySetInnerHTML={{ __html: config?.disclosures ?? '&nbsp;' }}
          />
        ) : null}
      </div>
    </section>
  );
  return (
    <>
      {form}
      {config?.mrnBranding ? (
        // White-label is the paid plan's; an ended plan's forms say where the alerts come from. Outside the
        // section and without a part, in fixed styles (lead-form.css), so the host page cannot hide it.
        // (target=_blank implies noopener in every browser the widget supports.)
        <a className="mrn-attribution" href={config.mrnBranding.href} target="_blank" rel="noopener">
          {config.mrnBranding.text}
        </a>
      ) : null}
    </>
  );
}
