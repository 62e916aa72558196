import type { Page } from '@playwright/test';

/** One curl example as /developers shows it, read from its data attributes. */
export interface CurlExample {
  /** `METHOD /path/{template}` of the operation. */
  operation: string;
  command: string;
  successStatuses: number[];
  needsApiKey: boolean;
}

/** Every curl example on the page, in page order. */
export async function curlExamples(page: Page): Promise<CurlExample[]> {
  return page.locator('pre[data-curl-example]').evaluateAll((blocks) =>
    blocks.map((block) => {
      const element = block as HTMLElement;
      return {
        operation: element.dataset.curlExample ?? '',
        command: element.textContent ?? '',
        successStatuses: (element.dataset.successStatuses ?? '').split(' ').filter(Boolean).map(Number),
        needsApiKey: element.dataset.needsApiKey === 'true',
      };
    }),
  );
}
