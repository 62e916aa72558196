const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]):not([tabindex="-1"]),select,textarea';

/**
 * Keeps Tab inside the dialog: modal dialogs make the page inert, but browsers may still move
 * focus out to their own toolbar after the last control; we wrap to the first one instead.
 */
export function trapFocus(dialog: HTMLDialogElement, root: ShadowRoot): void {
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    // The loading form's silhouette is inert: its fields are seen but cannot take focus.
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.getClientRects().length > 0 && !element.closest('[inert]'),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = root.activeElement;
    if (event.shiftKey ? active === first || active === dialog : active === last) {
      event.preventDefault();
      (event.shiftKey ? last : first)?.focus();
    }
  });
}
