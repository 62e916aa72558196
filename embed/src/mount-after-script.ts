import { parseMaxWidth } from '@mrn/sdk/schemas/max-width';
import { LEAD_CONTEXT_ATTRIBUTE } from '@mrn/widgets/elements/lead-form-context';
import { LEAD_FORM_TAG } from '@mrn/widgets/elements/lead-form-tag';

/**
 * State shared by every copy of embed.js on the page: a symbol in the global registry survives a
 * second download of the script, which gets its own module scope.
 */
interface EmbedRegistry {
  handledScripts: WeakSet<HTMLScriptElement>;
  formsById: Map<string, Element>;
}

function embedRegistry(): EmbedRegistry {
  const holder = globalThis as unknown as Record<symbol, EmbedRegistry>;
  const key = Symbol.for('mrn.embed');
  holder[key] ??= { handledScripts: new WeakSet(), formsById: new Map() };
  return holder[key];
}

/**
 * Puts `<mrn-lead-form>` right after the embed script, once per script element and once per form
 * id: pasting the snippet twice, or loading embed.js twice, still shows one form.
 */
export function mountAfterScript(script: HTMLScriptElement, apiOrigin: string): void {
  const { handledScripts, formsById } = embedRegistry();
  if (handledScripts.has(script)) return;
  handledScripts.add(script);

  const formId = script.getAttribute('data-form')?.trim() ?? '';
  if (!/^[\w-]{1,64}$/.test(formId)) {
    // Messages kept short: every byte here ships to every partner page.
    console.error(`[MRN embed] Missing or invalid data-form="${formId}": set your form ID. No form shown.`);
    return;
  }
  if (formsById.get(formId)?.isConnected) {
    console.warn(`[MRN embed] Form "${formId}" is already shown.`);
    return;
  }

  const element = document.createElement(LEAD_FORM_TAG);
  element.setAttribute('form-id', formId);
  element.setAttribute('api-origin', apiOrigin);
  const requestedMaxWidth = script.getAttribute('data-max-width');
  if (requestedMaxWidth !== null) {
    const maxWidth = parseMaxWidth(requestedMaxWidth);
    if (maxWidth) element.setAttribute('max-width', maxWidth);
    else {
      console.error(`[MRN embed] Invalid data-max-width="${requestedMaxWidth}": use "600px" or "80%".`);
    }
  }
  // Prefill and hidden fields go to the element as they are (lead-form-context.ts reads them there).
  for (const { name, value } of script.attributes) {
    if (LEAD_CONTEXT_ATTRIBUTE.test(name)) element.setAttribute(name, value);
  }
  formsById.set(formId, element);
  // In <head> nothing after the script is visible, so the form goes to the end of <body>.
  if (script.parentElement !== document.head) script.after(element);
  else if (document.body) document.body.append(element);
  else addEventListener('DOMContentLoaded', () => document.body.append(element));
}
