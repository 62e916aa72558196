import { parseMaxWidth } from '@mrn/sdk/schemas/max-width';
import type { WidgetEventMap } from '@mrn/sdk/schemas/widget-events';
import { createRoot } from 'react-dom/client';
import { type ApiClient, ApiRequestError, createApiClient } from '../api';
import { loadWidgetContract } from '../contract/load-widget-contract';
import { LeadForm } from '../ui/lead-form/LeadForm';
import { adoptStyles } from './adopt-styles';
import { defineElement } from './define-element';
import { dispatchWidgetEvent } from './dispatch-widget-event';
import { leadFormContextOf } from './lead-form-context';
import { LEAD_FORM_STYLES } from './lead-form-styles';
import { LEAD_FORM_TAG } from './lead-form-tag';

export interface LeadFormElementOptions {
  /** API origin when the element has no `api-origin` attribute (the widget script's own origin). */
  defaultApiOrigin?: string;
}

/**
 * `<mrn-lead-form form-id="demo" [api-origin] [max-width] [preview-config] [name] [email] [phone]
 * [data-field-<key>]>`: the lead form in an open shadow root. `max-width` wins over the width saved
 * with the form; name, email and phone prefill the form; data-field-* are hidden fields of the lead. `preview-config` (the partner console's builder) is a public form config as
 * JSON, parsed with the same schema as GET /api/forms/{id} and shown instead of fetching; a
 * preview never sends a lead.
 * Events (payloads in sdk/src/schemas/widget-events.ts): `mrn:ready` (the form is shown with its
 * config), `mrn:submit` (a lead was accepted) and `mrn:error` (the form could not load, or sending failed).
 */
export function defineLeadFormElement({ defaultApiOrigin = '' }: LeadFormElementOptions = {}): void {
  defineElement(LEAD_FORM_TAG, {
    observedAttributes: ['form-id', 'api-origin', 'max-width', 'preview-config'],
    createController(host, shadowRoot) {
      adoptStyles(shadowRoot, LEAD_FORM_STYLES);
      const container = document.createElement('div');
      container.className = 'mrn-widget';
      shadowRoot.append(container);
      const root = createRoot(container);
      let client: { origin: string; api: ApiClient } | undefined;
      const onReady = (detail: WidgetEventMap['mrn:ready']) => dispatchWidgetEvent(host, 'mrn:ready', detail);
      const onSubmitted = (detail: WidgetEventMap['mrn:submit']) =>
        dispatchWidgetEvent(host, 'mrn:submit', detail);
      const onError = (detail: WidgetEventMap['mrn:error']) => dispatchWidgetEvent(host, 'mrn:error', detail);

      return {
        update() {
          const formId = host.getAttribute('form-id')?.trim() ?? '';
          const origin = host.getAttribute('api-origin') ?? defaultApiOrigin;
          if (client?.origin !== origin) client = { origin, api: createApiClient({ origin }) };
          const preview = host.getAttribute('preview-config');
          const api: ApiClient =
            preview === null
              ? client.api
              : {
                  ...client.api,
                  getFormConfig: async () => {
                    const config = (await loadWidgetContract()).parseResponse(
                      'formConfig',
                      JSON.parse(preview),
                    );
                    if (!config) throw new ApiRequestError(0, 'invalid_preview', 'Invalid preview-config.');
                    return config;
                  },
                  submitLead: async () => {
                    throw new ApiRequestError(403, 'preview', 'Preview: nothing was sent.');
                  },
                };
          if (formId === '') {
            root.render(null);
            onError({
              formId,
              code: 'missing_form_id',
              status: 0,
              message: 'The form-id attribute is required.',
            });
            return;
          }
          root.render(
            <LeadForm
              key={`${origin} ${formId} ${preview}`}
              formId={formId}
              client={api}
              maxWidth={parseMaxWidth(host.getAttribute('max-width'))}
              context={leadFormContextOf(host)}
              onReady={onReady}
              onSubmitted={onSubmitted}
              onError={onError}
            />,
          );
        },
        unmount() {
          root.unmount();
          container.remove();
        },
      };
    },
  });
}
