import type { Page } from '@playwright/test';

/** One `mrn:*` event as the page heard it on document: its name and payload. */
export type HeardEvent = [name: string, detail: unknown];

const NAMES = ['mrn:ready', 'mrn:submit', 'mrn:error', 'mrn:calculate', 'mrn:open', 'mrn:close'];

/** Records every widget event from the page's first script on (call before page.goto). */
export async function recordWidgetEvents(page: Page): Promise<void> {
  await page.addInitScript((names) => {
    const heard: [string, unknown][] = [];
    (window as unknown as { heardWidgetEvents: typeof heard }).heardWidgetEvents = heard;
    for (const name of names) {
      document.addEventListener(name, (event) => heard.push([name, (event as CustomEvent).detail]), true);
    }
  }, NAMES);
}

/** The widget events heard so far, in order. */
export function heardWidgetEvents(page: Page): Promise<HeardEvent[]> {
  return page.evaluate(() => (window as unknown as { heardWidgetEvents: HeardEvent[] }).heardWidgetEvents);
}
