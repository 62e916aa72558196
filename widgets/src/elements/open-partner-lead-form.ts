interface PopupApi {
  open?: (formId: string) => void;
}

/**
 * On a partner's page the calculator's call to action opens the partner's lead form instead of our
 * sign-up page: in popup.js's dialog when the page loaded it (`window.MRN`), otherwise inline, by
 * loading embed.js from the product's origin right after the calculator (embed.js mounts the form
 * right after its own script tag, and loading it twice is harmless). Returns the form's script tag so
 * a second click can bring the same form into view instead of adding another.
 */
export function openPartnerLeadForm(
  host: HTMLElement,
  formId: string,
  productOrigin: string,
  inlineScript: HTMLScriptElement | null,
): HTMLScriptElement | null {
  const popup = (window as { MRN?: PopupApi }).MRN;
  if (typeof popup?.open === 'function') {
    popup.open(formId);
    return inlineScript;
  }
  if (inlineScript?.isConnected) {
    inlineScript.nextElementSibling?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    return inlineScript;
  }
  const script = document.createElement('script');
  script.src = `${productOrigin}/embed.js`;
  script.dataset.form = formId;
  host.after(script);
  return script;
}
