export type PopupEventName = 'submit' | 'close';
export type PopupHandler = (detail: { formId: string; leadId?: string }) => void;

const handlers = new Map<PopupEventName, Set<PopupHandler>>();

/** MRN.on(name, handler): returns the function that unsubscribes. */
export function onPopupEvent(name: PopupEventName, handler: PopupHandler): () => void {
  const set = handlers.get(name) ?? new Set();
  handlers.set(name, set);
  set.add(handler);
  return () => set.delete(handler);
}

export function emitPopupEvent(name: PopupEventName, detail: { formId: string; leadId?: string }): void {
  for (const handler of handlers.get(name) ?? []) {
    try {
      handler(detail);
    } catch (error) {
      console.error('[MRN popup] An MRN.on handler threw:', error);
    }
  }
}
