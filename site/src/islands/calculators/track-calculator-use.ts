import { type EventProperties, trackEvent } from '../../scripts/analytics/client.ts';

/** Sends 'Calculator Used' with the calculator's id plus any calculator-specific properties. */
export function trackCalculatorUse(calculator: string, properties: EventProperties = {}): void {
  trackEvent('Calculator Used', { calculator, ...properties });
}
