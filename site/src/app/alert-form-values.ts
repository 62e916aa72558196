import type { AlertDirection } from '@mrn/sdk/schemas/alert-direction';
import type { AccountAlert } from '@mrn/sdk/schemas/app-alerts';
import type { RateType } from '@mrn/sdk/schemas/rate-type';

/** What an alert form holds: the threshold as typed text (the schema parses it). */
export interface AlertFormValues {
  rateType: RateType;
  threshold: string;
  direction: AlertDirection;
}

export const NEW_ALERT_VALUES: AlertFormValues = { rateType: '30y', threshold: '', direction: 'below' };

/** An alert's values in the edit form, the threshold with its three decimals. */
export function alertFormValuesOf(alert: AccountAlert): AlertFormValues {
  return { rateType: alert.rateType, threshold: alert.threshold.toFixed(3), direction: alert.direction };
}
