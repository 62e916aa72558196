export type WidgetEventName = 'mrn:calculate' | 'mrn:submit' | 'mrn:error';

/** Composed and bubbling, so a listener on the host page (even on document) hears it. */
export function dispatchWidgetEvent(host: HTMLElement, name: WidgetEventName, detail: unknown): void {
  host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
