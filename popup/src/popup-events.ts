import type { WidgetEventHandler, WidgetEventShortName } from '@mrn/sdk/schemas/widget-events';

/**
 * `MRN.on('submit', handler)`: the handler hears the composed `mrn:*` DOM events themselves, on
 * document, so `MRN.on` and `addEventListener` are one event system with one set of payloads
 * (WidgetEventMap). It hears every MRN widget on the page; `formId` tells them apart. Capture
 * phase, so a page handler that stops propagation cannot hide an event. Returns the function that
 * unsubscribes.
 */
export function onWidgetEvent<Short extends WidgetEventShortName>(
  name: Short,
  handler: WidgetEventHandler<Short>,
): () => void {
  const listener = (event: Event) => handler((event as CustomEvent).detail);
  document.addEventListener(`mrn:${name}`, listener, true);
  return () => document.removeEventListener(`mrn:${name}`, listener, true);
}
