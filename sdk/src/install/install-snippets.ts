/**
 * The three snippets a partner pastes for a form, written with the product's public origin: the
 * console shows them and the "send to my web developer" mail carries them, so both stay the same.
 */
export function installSnippets(origin: string, formId: string, maxWidth?: string | null) {
  const width = maxWidth ? ` data-max-width="${maxWidth}"` : '';
  return {
    embed: `<script src="${origin}/embed.js" data-form="${formId}"${width}></script>`,
    popup: `<script src="${origin}/popup.js" data-form="${formId}"></script>
<button type="button" data-mrn-popup-trigger="true">Get rate alerts</button>`,
    // Pasted like the other two; calculators.js also works as <script type="module"> (older snippets).
    calculators: `<script src="${origin}/calculators.js"></script>
<mrn-calculator type="payment" form-id="${formId}"></mrn-calculator>`,
  };
}
export type InstallSnippets = ReturnType<typeof installSnippets>;
