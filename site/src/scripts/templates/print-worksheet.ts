import { trackEvent } from '../analytics/client.ts';

/** Print buttons open the browser's print dialog; the print stylesheet lays the worksheet out on paper. */
export function printWorksheet(template: string): void {
  trackEvent('Template Downloaded', { template, format: 'print' });
  window.print();
}
