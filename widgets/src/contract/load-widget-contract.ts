/** The schema code the widgets parse and validate with (widgets/src/contract/widget-contract.ts). */
export type WidgetContract = typeof import('./widget-contract');

/**
 * Loads the widget contract. The site and the tests get it as a lazy module; embed.js and
 * popup.js replace this module at build time with widgets/src/elements/load-widget-contract-chunk.ts,
 * which imports the separately built chunk by URL (embed/rollup/widget-contract-chunk.mjs), so the
 * classic scripts stay free of zod.
 */
export async function loadWidgetContract(): Promise<WidgetContract> {
  const contract = await import('./widget-contract');
  // Here the lead check is one more module away, not a round trip: wait, so a form never skips it.
  await contract.leadCheckReady;
  return contract;
}
