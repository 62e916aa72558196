import type { WidgetContract } from '../contract/load-widget-contract';

/** The contract chunk's path beside the script, e.g. `chunks/widget-contract-1a2b3c4d.js`, set at build time. */
declare const __MRN_WIDGET_CONTRACT__: string;

// Read while the classic script runs (document.currentScript is null later): the chunk lies beside
// embed.js or popup.js, wherever the partner's snippet loaded it from. Without a current script (the
// partner console loads embed.js inside a shadow root for its live preview) the scripts are the
// product's own, at the root of this origin, not beside the page.
const chunkUrl = new URL(
  __MRN_WIDGET_CONTRACT__,
  (document.currentScript as HTMLScriptElement | null)?.src || `${location.origin}/`,
).href;

/**
 * embed.js's and popup.js's widgets/src/contract/load-widget-contract.ts (swapped in by
 * embed/rollup/widget-contract-chunk.mjs): the schema code as an ES module imported by URL, which a
 * classic script may do. The browser fetches it once per page; both scripts share the same file.
 */
export function loadWidgetContract(): Promise<WidgetContract> {
  return import(/* @vite-ignore */ chunkUrl);
}
