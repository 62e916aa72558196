import { canDefineElements } from '@mrn/widgets/elements/can-define-elements';
import { currentWidgetScript } from '@mrn/widgets/elements/current-widget-script';
import { defineLeadFormElement } from '@mrn/widgets/elements/mrn-lead-form';
import { mountAfterScript } from './mount-after-script';

// embed.js: <script src="https://ORIGIN/embed.js" data-form="ID" [data-max-width="600px|80%"]
// [data-name|data-email|data-phone="prefill"] [data-field-KEY="hidden value"]>.
// The API origin is the script's own origin.
if (canDefineElements()) {
  const script = currentWidgetScript('embed.js');
  const apiOrigin = new URL(script?.src || location.href).origin;
  defineLeadFormElement({ defaultApiOrigin: apiOrigin });
  if (script) mountAfterScript(script, apiOrigin);
}
