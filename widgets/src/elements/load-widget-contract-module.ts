import type { WidgetContract } from '../contract/load-widget-contract';

/** The contract chunk's path under dist/, e.g. `chunks/widget-contract-1a2b3c4d.js`, set at build time. */
declare const __MRN_WIDGET_CONTRACT__: string;

/**
 * The calculator module's widgets/src/contract/load-widget-contract.ts (swapped in by
 * embed/rollup/widget-contract-chunk.mjs): the same contract chunk embed.js and popup.js import, so a
 * page with calculators and a lead form downloads the schemas once. Every calculator chunk lies in
 * dist/chunks/, one folder below the path the build names.
 */
export function loadWidgetContract(): Promise<WidgetContract> {
  return import(/* @vite-ignore */ new URL(`../${__MRN_WIDGET_CONTRACT__}`, import.meta.url).href);
}
