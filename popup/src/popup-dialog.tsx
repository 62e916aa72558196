import type { FormEvent } from '@mrn/sdk/schemas/form-events';
import { createApiClient } from '@mrn/widgets/api/api-client';
import { adoptStyles } from '@mrn/widgets/elements/adopt-styles';
import { dispatchWidgetEvent } from '@mrn/widgets/elements/dispatch-widget-event';
import { leadFormContextOf } from '@mrn/widgets/elements/lead-form-context';
import { POPUP_STYLES } from '@mrn/widgets/elements/popup-styles';
import { LeadForm } from '@mrn/widgets/ui/lead-form/LeadForm';
import { createRoot } from 'react-dom/client';
import { trapFocus } from './focus-trap';
import { lockScroll, unlockScroll } from './scroll-lock';

const TITLE_ID = 'mrn-popup-title';
/** Long enough to read the success message, short enough not to block the page. */
export const CLOSE_AFTER_SUCCESS_MS = 3000;

interface OpenPopup {
  formId: string;
  /** Where focus returns on close. */
  trigger: Element | null | undefined;
  /** The auto-close after success. */
  timer?: number;
}

export interface PopupDialog {
  open(formId: string, trigger?: Element | null): void;
  close(): void;
}

/**
 * The modal around the lead form, built once on first use: a shadow host at the end of <body>
 * holding a native <dialog> (labelled by the form's heading), a visible close button and the form.
 * Prefill and hidden fields come from the popup.js script tag (data-name, data-field-KEY, ...).
 * The host dispatches the widget events (`mrn:open`, `mrn:ready`, `mrn:submit`, `mrn:error`,
 * `mrn:close`), which `MRN.on` hears too.
 */
export function createPopupDialog(apiOrigin: string, script: HTMLScriptElement | null): PopupDialog {
  const client = createApiClient({ origin: apiOrigin });
  const host = document.createElement('mrn-popup');
  const shadowRoot = host.attachShadow({ mode: 'open' });
  adoptStyles(shadowRoot, POPUP_STYLES);

  const dialog = document.createElement('dialog');
  dialog.className = 'mrn-dialog mrn-widget';
  dialog.setAttribute('part', 'dialog');
  dialog.setAttribute('aria-labelledby', TITLE_ID);
  const closeButton = document.createElement('button');
  closeButton.type = 'button';
  closeButton.className = 'mrn-dialog__close';
  closeButton.setAttribute('part', 'close');
  closeButton.setAttribute('aria-label', 'Close');
  closeButton.textContent = '×';
  closeButton.addEventListener('click', () => dialog.close());
  const content = document.createElement('div');
  dialog.append(closeButton, content);
  shadowRoot.append(dialog);
  trapFocus(dialog, shadowRoot);
  const root = createRoot(content);

  let current: OpenPopup | undefined;

  // 'close' fires for every way out: Escape (via 'cancel'), the button, MRN.close(), auto-close.
  dialog.addEventListener('close', () => {
    if (!current) return;
    const { formId, trigger, timer } = current;
    current = undefined;
    clearTimeout(timer);
    root.render(null);
    unlockScroll();
    if (trigger instanceof HTMLElement && trigger.isConnected) trigger.focus();
    dispatchWidgetEvent(host, 'mrn:close', { formId });
  });

  return {
    open(formId, trigger) {
      if (current) return;
      if (!host.isConnected) document.body.append(host);
      const opened: OpenPopup = { formId, trigger };
      current = opened;
      root.render(
        <LeadForm
          key={Date.now()}
          formId={formId}
          client={client}
          headingId={TITLE_ID}
          context={script ? leadFormContextOf(script) : undefined}
          onReady={(detail) => dispatchWidgetEvent(host, 'mrn:ready', detail)}
          onSubmitted={(detail) => {
            dispatchWidgetEvent(host, 'mrn:submit', detail);
            opened.timer = window.setTimeout(() => dialog.close(), CLOSE_AFTER_SUCCESS_MS);
          }}
          onError={(detail) => dispatchWidgetEvent(host, 'mrn:error', detail)}
        />,
      );
      lockScroll();
      dialog.showModal();
      dispatchWidgetEvent(host, 'mrn:open', { formId });
      // One "open" for the partner's analytics: no cookies, nothing personal; a failure costs nothing.
      fetch(`${apiOrigin}/api/forms/${encodeURIComponent(formId)}/events`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ type: 'open' } satisfies FormEvent),
        keepalive: true,
      }).catch(() => undefined);
    },
    close() {
      if (dialog.open) dialog.close();
    },
  };
}
