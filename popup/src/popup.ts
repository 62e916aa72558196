import type { WidgetEventHandler, WidgetEventShortName } from '@mrn/sdk/schemas/widget-events';
import { canDefineElements } from '@mrn/widgets/elements/can-define-elements';
import { currentWidgetScript } from '@mrn/widgets/elements/current-widget-script';
import { createPopupDialog, type PopupDialog } from './popup-dialog';
import { onWidgetEvent } from './popup-events';

const TRIGGER = '[data-mrn-popup-trigger="true"]';

/**
 * The small public API integrators call: `MRN.open('demo')`, `MRN.close()`, and
 * `MRN.on('open' | 'ready' | 'submit' | 'error' | 'close' | 'calculate', handler)`, whose handler
 * gets the payload of the matching `mrn:*` event (sdk/src/schemas/widget-events.ts).
 */
export interface MrnPublicApi {
  open(formId?: string): void;
  close(): void;
  on<Short extends WidgetEventShortName>(event: Short, handler: WidgetEventHandler<Short>): () => void;
}

declare global {
  interface Window {
    MRN?: MrnPublicApi;
  }
}

// popup.js: <script src="https://ORIGIN/popup.js" data-form="ID">, then any element with
// data-mrn-popup-trigger="true" (now or added later) opens the form. A second copy of the
// script finds window.MRN already there and does nothing.
if (canDefineElements() && !window.MRN) {
  const script = currentWidgetScript('popup.js');
  const defaultFormId = script?.getAttribute('data-form')?.trim() ?? '';
  if (!/^[\w-]{1,64}$/.test(defaultFormId)) {
    console.error(
      '[MRN popup] The data-form attribute is missing or invalid: add data-form="YOUR_FORM_ID" to the popup.js script tag. The popup was not set up.',
    );
  } else {
    let dialog: PopupDialog | undefined;
    const apiOrigin = new URL(script?.src || location.href).origin;
    const open = (formId: string, trigger?: Element | null) => {
      dialog ??= createPopupDialog(apiOrigin, script);
      dialog.open(formId, trigger);
    };

    window.MRN = {
      open: (formId = defaultFormId) => open(formId, document.activeElement),
      close: () => dialog?.close(),
      on: onWidgetEvent,
    };

    // One listener on the document (capture phase, so a page handler stopping propagation cannot
    // swallow it) serves triggers present now, added later, or re-rendered by a SPA router.
    document.addEventListener(
      'click',
      (event) => {
        const trigger = event
          .composedPath()
          .find((node): node is Element => node instanceof Element && node.matches(TRIGGER));
        if (!trigger) return;
        event.preventDefault();
        open(trigger.getAttribute('data-form')?.trim() || defaultFormId, trigger);
      },
      true,
    );
  }
}
