import type { WidgetEventMap, WidgetEventName } from '@mrn/sdk/schemas/widget-events';

/**
 * Composed and bubbling, so a listener on the host page (even on document, where popup.js's
 * `MRN.on` listens too) hears it. The payload of every name is fixed by WidgetEventMap.
 */
export function dispatchWidgetEvent<Name extends WidgetEventName>(
  host: EventTarget,
  name: Name,
  detail: WidgetEventMap[Name],
): void {
  host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
