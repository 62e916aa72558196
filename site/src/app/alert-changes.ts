import type { AccountAlert, AccountAlertCreate, AccountAlertUpdate } from '@mrn/sdk/schemas/app-alerts';

/** The PATCH body of an edit: only the fields whose value differs from the alert as it is. */
export function changedAlertFields(alert: AccountAlert, edited: AccountAlertCreate): AccountAlertUpdate {
  const changes: AccountAlertUpdate = {};
  if (edited.rateType !== alert.rateType) changes.rateType = edited.rateType;
  if (edited.direction !== alert.direction) changes.direction = edited.direction;
  if (Math.abs(edited.threshold - alert.threshold) > 1e-9) changes.threshold = edited.threshold;
  return changes;
}
