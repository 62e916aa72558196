/**
 * The app-loop specs' ports: E2E_LOOP_PORT (default 4331) plus an offset, so several checkouts on one
 * machine can each pick a free range. Specs that start their own product use offsets below 20; the
 * shared products (one per Playwright worker, fixtures.ts) take 20 + the worker's parallel index.
 */
export const SHARED_PRODUCT_PORT_OFFSET = 20;

export function loopPort(offset: number): number {
  return Number(process.env.E2E_LOOP_PORT ?? 4331) + offset;
}
